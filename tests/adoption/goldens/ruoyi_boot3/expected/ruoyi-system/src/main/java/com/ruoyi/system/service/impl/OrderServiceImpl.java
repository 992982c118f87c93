package com.ruoyi.system.service.impl;

import com.ruoyi.common.ConflictException;
import com.ruoyi.common.RowChanges;
import com.ruoyi.system.domain.Order;
import com.ruoyi.system.mapper.OrderMapper;
import com.ruoyi.system.service.IOrderService;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link IOrderService} over {@link OrderMapper}.
 */
@Service
public class OrderServiceImpl implements IOrderService {

    private final OrderMapper mapper;
    private final RowChanges rowChanges;

    public OrderServiceImpl(OrderMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
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
        row.setCreateTime(new Date()); // the server writes it, never a client
        row.setUpdateTime(new Date()); // the server writes it, never a client
        checkUnique(row, false);
        mapper.insert(row);
        Order stored = mapper.selectByKey(row.getOrderId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Order> rows) {
        if (rows != null) {
            for (Order row : rows) {
                row.setCreateTime(new Date()); // the server writes it, never a client
                row.setUpdateTime(new Date()); // the server writes it, never a client
            }
        }
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Order update(Order row) {
        row.setCreateTime(null); // the stored value stays: the server writes it, never a client
        row.setUpdateTime(new Date());
        rowChanges.check(row, "payToken", "createBy", "createTime", "updateBy", "updateTime", "remark");
        checkUnique(row, true);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getOrderId());
    }

    @Override
    @Transactional
    public Order patch(Long orderId, Map<String, Object> changes) {
        Order row = mapper.selectByKey(orderId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setOrderId(orderId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long orderId) {
        return mapper.deleteByKey(orderId) > 0;
    }

    /**
     * Refuse {@code row} when another row holds the values of one of its unique keys (409,
     * naming the fields); {@code update}: the row with {@code row}'s key is not "another".
     */
    private void checkUnique(Order row, boolean update) {
        if (row.getOrderNo() != null) {
            Order other = findByOrderNo(row.getOrderNo());
            if (other != null && !(update && Objects.equals(other.getOrderId(), row.getOrderId()))) {
                Map<String, String> errors = new LinkedHashMap<>();
                errors.put("orderNo", "is taken");
                throw new ConflictException("biz_order.order_no is taken: another row has the same value",
                    errors, "uk_order_no");
            }
        }
    }
}
