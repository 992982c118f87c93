package me.zhengjie.modules.biz.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import me.zhengjie.modules.biz.domain.OrderItem;
import me.zhengjie.modules.biz.mapper.OrderItemMapper;
import me.zhengjie.modules.biz.service.OrderItemService;
import me.zhengjie.utils.PageResult;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link OrderItemService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class OrderItemServiceImpl extends ServiceImpl<OrderItemMapper, OrderItem> implements OrderItemService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public OrderItem findByKey(Long itemId) {
        return getById(itemId);
    }

    @Override
    public PageResult<OrderItem> page(OrderItem filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<OrderItem> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getItemId() != null, "item_id", filter.getItemId());
            query.eq(filter.getOrderId() != null, "order_id", filter.getOrderId());
            query.eq(filter.getProductName() != null, "product_name", filter.getProductName());
            query.eq(filter.getQuantity() != null, "quantity", filter.getQuantity());
            query.eq(filter.getPrice() != null, "price", filter.getPrice());
            query.eq(filter.getCreateBy() != null, "create_by", filter.getCreateBy());
            query.eq(filter.getCreateTime() != null, "create_time", filter.getCreateTime());
            query.eq(filter.getUpdateBy() != null, "update_by", filter.getUpdateBy());
            query.eq(filter.getUpdateTime() != null, "update_time", filter.getUpdateTime());
        }
        query.orderByAsc("item_id");
        IPage<OrderItem> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal());
    }

    @Override
    @Transactional
    public OrderItem create(OrderItem row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(OrderItem row) {
        if (!hasChanges(row)) {
            return findByKey(row.getItemId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long itemId) {
        return removeById(itemId);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(OrderItem row) {
        return row.getOrderId() != null
            || row.getProductName() != null
            || row.getQuantity() != null
            || row.getPrice() != null
            || row.getCreateBy() != null
            || row.getCreateTime() != null
            || row.getUpdateBy() != null
            || row.getUpdateTime() != null;
    }
}
