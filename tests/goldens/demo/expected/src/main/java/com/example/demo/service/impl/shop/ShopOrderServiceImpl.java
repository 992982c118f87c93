package com.example.demo.service.impl.shop;

import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopOrder;
import com.example.demo.mapper.shop.ShopOrderMapper;
import com.example.demo.service.shop.ShopOrderService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopOrderService} over {@link ShopOrderMapper}.
 */
@Service
public class ShopOrderServiceImpl implements ShopOrderService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final ShopOrderMapper mapper;

    public ShopOrderServiceImpl(ShopOrderMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public ShopOrder findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public ShopOrder findByOrderNo(String orderNo) {
        return mapper.selectByOrderNo(orderNo);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ShopOrder> page(ShopOrder filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<ShopOrder> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopOrder create(ShopOrder row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<ShopOrder> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(ShopOrder row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return mapper.deleteByKey(id) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(ShopOrder row) {
        return row.getUserId() != null
            || row.getOrderNo() != null
            || row.getStatus() != null
            || row.getTotalAmount() != null
            || row.getPaid() != null
            || row.getOrderedAt() != null
            || row.getShipDate() != null
            || row.getNote() != null;
    }
}
