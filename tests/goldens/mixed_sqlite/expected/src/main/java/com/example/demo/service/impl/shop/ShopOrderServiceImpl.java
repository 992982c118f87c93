package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopOrder;
import com.example.demo.mapper.shop.ShopOrderMapper;
import com.example.demo.service.shop.ShopOrderService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopOrderService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopOrderServiceImpl extends ServiceImpl<ShopOrderMapper, ShopOrder> implements ShopOrderService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public ShopOrder findByKey(Long id) {
        return getById(id);
    }

    @Override
    public ShopOrder findByOrderNo(String orderNo) {
        return getOne(new QueryWrapper<ShopOrder>().eq("order_no", orderNo));
    }

    @Override
    public PageResult<ShopOrder> page(ShopOrder filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<ShopOrder> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopOrder create(ShopOrder row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(ShopOrder row) {
        if (!hasChanges(row)) {
            return findByKey(row.getId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return removeById(id);
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

    @Override
    @Transactional
    public int createBatch(List<ShopOrder> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public ShopOrder upsert(ShopOrder row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
