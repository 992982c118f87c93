package com.ruoyi.system.service.impl;

import com.ruoyi.system.domain.Order;
import com.ruoyi.system.mapper.OrderMapper;
import com.ruoyi.system.service.IOrderService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link IOrderService} over {@link OrderMapper}.
 */
@Service
public class OrderServiceImpl implements IOrderService {

    private final OrderMapper mapper;

    public OrderServiceImpl(OrderMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public Order findByKey(Long orderId) {
        return mapper.selectByKey(orderId);
    }

    @Override
    @Transactional(readOnly = true)
    public Order findByOrderNo(String orderNo) {
        return mapper.selectByOrderNo(orderNo);
    }

    @Override
    @Transactional(readOnly = true)
    public List<Order> list(Order filter) {
        return mapper.selectList(filter);
    }

    @Override
    @Transactional
    public Order create(Order row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<Order> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(Order row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getOrderId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long orderId) {
        return mapper.deleteByKey(orderId) > 0;
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
