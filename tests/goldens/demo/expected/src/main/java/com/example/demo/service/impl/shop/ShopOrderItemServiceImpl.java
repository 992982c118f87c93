package com.example.demo.service.impl.shop;

import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.shop.ShopOrderItem;
import com.example.demo.mapper.shop.ShopOrderItemMapper;
import com.example.demo.service.shop.ShopOrderItemService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopOrderItemService} over {@link ShopOrderItemMapper}.
 */
@Service
public class ShopOrderItemServiceImpl implements ShopOrderItemService {

    private static final long MAX_PAGE_SIZE = 500;

    private final ShopOrderItemMapper mapper;
    private final RowChanges rowChanges;

    public ShopOrderItemServiceImpl(ShopOrderItemMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public ShopOrderItem findByKey(Long orderId, Long lineNo) {
        return mapper.selectByKey(orderId, lineNo);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ShopOrderItem> page(ShopOrderItem filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<ShopOrderItem> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopOrderItem create(ShopOrderItem row) {
        mapper.insert(row);
        ShopOrderItem stored = mapper.selectByKey(row.getOrderId(), row.getLineNo());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<ShopOrderItem> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public ShopOrderItem update(ShopOrderItem row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getOrderId(), row.getLineNo());
    }

    @Override
    @Transactional
    public ShopOrderItem patch(Long orderId, Long lineNo, Map<String, Object> changes) {
        ShopOrderItem row = mapper.selectByKey(orderId, lineNo);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setOrderId(orderId);
        row.setLineNo(lineNo);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long orderId, Long lineNo) {
        return mapper.deleteByKey(orderId, lineNo) > 0;
    }
}
