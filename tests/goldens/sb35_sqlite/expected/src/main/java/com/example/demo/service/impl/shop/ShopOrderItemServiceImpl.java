package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.UpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.shop.ShopOrderItem;
import com.example.demo.mapper.shop.ShopOrderItemMapper;
import com.example.demo.service.shop.ShopOrderItemService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopOrderItemService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopOrderItemServiceImpl extends ServiceImpl<ShopOrderItemMapper, ShopOrderItem> implements ShopOrderItemService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public ShopOrderItem findByKey(Long orderId, Long lineNo) {
        return getOne(new QueryWrapper<ShopOrderItem>().eq("order_id", orderId).eq("line_no", lineNo));
    }

    @Override
    public PageResponse<ShopOrderItem> page(ShopOrderItem filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<ShopOrderItem> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getOrderId() != null, "order_id", filter.getOrderId());
            query.eq(filter.getLineNo() != null, "line_no", filter.getLineNo());
            query.eq(filter.getProductId() != null, "product_id", filter.getProductId());
            query.eq(filter.getQuantity() != null, "quantity", filter.getQuantity());
            query.eq(filter.getUnitPrice() != null, "unit_price", filter.getUnitPrice());
        }
        query.orderByAsc("order_id", "line_no");
        IPage<ShopOrderItem> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopOrderItem create(ShopOrderItem row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(ShopOrderItem row) {
        if (!hasChanges(row)) {
            return findByKey(row.getOrderId(), row.getLineNo()) != null;
        }
        Long orderId = row.getOrderId();
        Long lineNo = row.getLineNo();
        return update(row, new UpdateWrapper<ShopOrderItem>().eq("order_id", orderId).eq("line_no", lineNo));
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long orderId, Long lineNo) {
        return remove(new QueryWrapper<ShopOrderItem>().eq("order_id", orderId).eq("line_no", lineNo));
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(ShopOrderItem row) {
        return row.getProductId() != null
            || row.getQuantity() != null
            || row.getUnitPrice() != null;
    }
}
