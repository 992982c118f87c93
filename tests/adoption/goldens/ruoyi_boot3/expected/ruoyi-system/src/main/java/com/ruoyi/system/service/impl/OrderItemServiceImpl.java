package com.ruoyi.system.service.impl;

import com.ruoyi.system.domain.OrderItem;
import com.ruoyi.system.mapper.OrderItemMapper;
import com.ruoyi.system.service.IOrderItemService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link IOrderItemService} over {@link OrderItemMapper}.
 */
@Service
public class OrderItemServiceImpl implements IOrderItemService {

    private final OrderItemMapper mapper;

    public OrderItemServiceImpl(OrderItemMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public OrderItem findByKey(Long itemId) {
        return mapper.selectByKey(itemId);
    }

    @Override
    @Transactional(readOnly = true)
    public List<OrderItem> list(OrderItem filter) {
        return mapper.selectList(filter);
    }

    @Override
    @Transactional
    public OrderItem create(OrderItem row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<OrderItem> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(OrderItem row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getItemId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long itemId) {
        return mapper.deleteByKey(itemId) > 0;
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
