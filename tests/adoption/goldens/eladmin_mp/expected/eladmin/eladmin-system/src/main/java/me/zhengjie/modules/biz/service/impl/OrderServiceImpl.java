package me.zhengjie.modules.biz.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import me.zhengjie.base.mybatis.BaseServiceImplX;
import me.zhengjie.common.ConflictException;
import me.zhengjie.common.InvalidRequestException;
import me.zhengjie.common.RowChanges;
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
public class OrderServiceImpl extends BaseServiceImplX<OrderMapper, Order> implements OrderService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public OrderServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Order findByKey(Long orderId) {
        return getById(orderId);
    }

    @Override
    public Order findByOrderNo(String orderNo) {
        return getOne(Wrappers.lambdaQuery(Order.class).eq(Order::getOrderNo, orderNo));
    }

    @Override
    public PageResult<Order> page(Order filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<Order> query = Wrappers.lambdaQuery(Order.class);
        if (filter != null) {
            query.eq(filter.getOrderId() != null, Order::getOrderId, filter.getOrderId());
            query.eq(filter.getOrderNo() != null, Order::getOrderNo, filter.getOrderNo());
            query.eq(filter.getCustomerId() != null, Order::getCustomerId, filter.getCustomerId());
            query.eq(filter.getTotalAmount() != null, Order::getTotalAmount, filter.getTotalAmount());
            query.eq(filter.getStatus() != null, Order::getStatus, filter.getStatus());
            query.eq(filter.getCreateBy() != null, Order::getCreateBy, filter.getCreateBy());
            query.eq(filter.getCreateTime() != null, Order::getCreateTime, filter.getCreateTime());
            query.eq(filter.getUpdateBy() != null, Order::getUpdateBy, filter.getUpdateBy());
            query.eq(filter.getUpdateTime() != null, Order::getUpdateTime, filter.getUpdateTime());
            query.eq(filter.getRemark() != null, Order::getRemark, filter.getRemark());
        }
        query.orderByAsc(Order::getOrderId);
        IPage<Order> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal());
    }

    @Override
    @Transactional
    public Order create(Order row) {
        row.setOrderId(null); // the database fills it
        checkUnique(row, false);
        if (row.getOrderNo() == null
            && row.getCustomerId() == null
            && row.getTotalAmount() == null
            && row.getPayToken() == null
            && row.getStatus() == null
            && row.getCreateBy() == null
            && row.getCreateTime() == null
            && row.getUpdateBy() == null
            && row.getUpdateTime() == null
            && row.getRemark() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Order stored = findByKey(row.getOrderId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Order update(Order row) {
        rowChanges.check(row, "payToken", "createBy", "createTime", "updateBy", "updateTime");
        checkUnique(row, true);
        Long orderId = row.getOrderId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Order> replace = Wrappers.lambdaUpdate(Order.class).eq(Order::getOrderId, orderId);
        replace.set(row.getOrderNo() == null, Order::getOrderNo, null);
        replace.set(row.getCustomerId() == null, Order::getCustomerId, null);
        replace.set(row.getTotalAmount() == null, Order::getTotalAmount, null);
        replace.set(row.getStatus() == null, Order::getStatus, null);
        replace.set(row.getRemark() == null, Order::getRemark, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(orderId);
    }

    @Override
    @Transactional
    public Order patch(Long orderId, Map<String, Object> changes) {
        Order row = findByKey(orderId);
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
        return removeById(orderId);
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
