package com.ruoyi.system.service.impl;

import com.ruoyi.common.RowChanges;
import com.ruoyi.system.domain.OrderItem;
import com.ruoyi.system.mapper.OrderItemMapper;
import com.ruoyi.system.service.IOrderItemService;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link IOrderItemService} over {@link OrderItemMapper}.
 */
@Service
public class OrderItemServiceImpl implements IOrderItemService {

    private final OrderItemMapper mapper;
    private final RowChanges rowChanges;

    public OrderItemServiceImpl(OrderItemMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
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
        row.setCreateTime(new Date()); // the server writes it, never a client
        row.setUpdateTime(new Date()); // the server writes it, never a client
        mapper.insert(row);
        OrderItem stored = mapper.selectByKey(row.getItemId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<OrderItem> rows) {
        if (rows != null) {
            for (OrderItem row : rows) {
                row.setCreateTime(new Date()); // the server writes it, never a client
                row.setUpdateTime(new Date()); // the server writes it, never a client
            }
        }
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public OrderItem update(OrderItem row) {
        row.setCreateTime(null); // the stored value stays: the server writes it, never a client
        row.setUpdateTime(new Date());
        rowChanges.check(row, "createBy", "createTime", "updateBy", "updateTime");
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getItemId());
    }

    @Override
    @Transactional
    public OrderItem patch(Long itemId, Map<String, Object> changes) {
        OrderItem row = mapper.selectByKey(itemId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setItemId(itemId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long itemId) {
        return mapper.deleteByKey(itemId) > 0;
    }
}
