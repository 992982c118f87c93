package me.zhengjie.modules.biz.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import me.zhengjie.modules.biz.domain.Order;
import me.zhengjie.modules.biz.mapper.OrderMapper;
import me.zhengjie.modules.biz.service.OrderService;
import me.zhengjie.utils.PageResult;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link OrderService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class OrderServiceImpl extends ServiceImpl<OrderMapper, Order> implements OrderService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public Order findByKey(Long orderId) {
        return getById(orderId);
    }

    @Override
    public Order findByOrderNo(String orderNo) {
        return getOne(new QueryWrapper<Order>().eq("order_no", orderNo));
    }

    @Override
    public PageResult<Order> page(Order filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<Order> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getOrderId() != null, "order_id", filter.getOrderId());
            query.eq(filter.getOrderNo() != null, "order_no", filter.getOrderNo());
            query.eq(filter.getCustomerId() != null, "customer_id", filter.getCustomerId());
            query.eq(filter.getTotalAmount() != null, "total_amount", filter.getTotalAmount());
            query.eq(filter.getStatus() != null, "status", filter.getStatus());
            query.eq(filter.getCreateBy() != null, "create_by", filter.getCreateBy());
            query.eq(filter.getCreateTime() != null, "create_time", filter.getCreateTime());
            query.eq(filter.getUpdateBy() != null, "update_by", filter.getUpdateBy());
            query.eq(filter.getUpdateTime() != null, "update_time", filter.getUpdateTime());
            query.eq(filter.getRemark() != null, "remark", filter.getRemark());
        }
        query.orderByAsc("order_id");
        IPage<Order> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal());
    }

    @Override
    @Transactional
    public Order create(Order row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(Order row) {
        if (!hasChanges(row)) {
            return findByKey(row.getOrderId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long orderId) {
        return removeById(orderId);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(Order row) {
        return row.getOrderNo() != null
            || row.getCustomerId() != null
            || row.getTotalAmount() != null
            || row.getPayToken() != null
            || row.getStatus() != null
            || row.getCreateBy() != null
            || row.getCreateTime() != null
            || row.getUpdateBy() != null
            || row.getUpdateTime() != null
            || row.getRemark() != null;
    }
}
