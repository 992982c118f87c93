package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopOrder;
import com.example.demo.mapper.shop.ShopOrderMapper;
import com.example.demo.service.shop.ShopOrderService;
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
        QueryWrapper<ShopOrder> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getId() != null, "id", filter.getId());
            query.eq(filter.getUserId() != null, "user_id", filter.getUserId());
            query.eq(filter.getOrderNo() != null, "order_no", filter.getOrderNo());
            query.eq(filter.getTotalAmount() != null, "total_amount", filter.getTotalAmount());
            query.eq(filter.getPaid() != null, "paid", filter.getPaid());
            query.eq(filter.getOrderedAt() != null, "ordered_at", filter.getOrderedAt());
            query.eq(filter.getShipDate() != null, "ship_date", filter.getShipDate());
            query.eq(filter.getNote() != null, "note", filter.getNote());
        }
        query.orderByAsc("id");
        IPage<ShopOrder> result = page(new Page<>(pageNo, pageSize), query);
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
            || row.getTotalAmount() != null
            || row.getPaid() != null
            || row.getOrderedAt() != null
            || row.getShipDate() != null
            || row.getNote() != null;
    }
}
