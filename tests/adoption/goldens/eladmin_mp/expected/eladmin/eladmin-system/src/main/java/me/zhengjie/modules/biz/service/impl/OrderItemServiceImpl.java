package me.zhengjie.modules.biz.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import java.util.Collections;
import java.util.Map;
import me.zhengjie.base.mybatis.BaseServiceImplX;
import me.zhengjie.common.InvalidRequestException;
import me.zhengjie.common.RowChanges;
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
public class OrderItemServiceImpl extends BaseServiceImplX<OrderItemMapper, OrderItem> implements OrderItemService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public OrderItemServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public OrderItem findByKey(Long itemId) {
        return getById(itemId);
    }

    @Override
    public PageResult<OrderItem> page(OrderItem filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<OrderItem> query = Wrappers.lambdaQuery(OrderItem.class);
        if (filter != null) {
            query.eq(filter.getItemId() != null, OrderItem::getItemId, filter.getItemId());
            query.eq(filter.getOrderId() != null, OrderItem::getOrderId, filter.getOrderId());
            query.eq(filter.getProductName() != null, OrderItem::getProductName, filter.getProductName());
            query.eq(filter.getQuantity() != null, OrderItem::getQuantity, filter.getQuantity());
            query.eq(filter.getPrice() != null, OrderItem::getPrice, filter.getPrice());
            query.eq(filter.getCreateBy() != null, OrderItem::getCreateBy, filter.getCreateBy());
            query.eq(filter.getCreateTime() != null, OrderItem::getCreateTime, filter.getCreateTime());
            query.eq(filter.getUpdateBy() != null, OrderItem::getUpdateBy, filter.getUpdateBy());
            query.eq(filter.getUpdateTime() != null, OrderItem::getUpdateTime, filter.getUpdateTime());
        }
        query.orderByAsc(OrderItem::getItemId);
        IPage<OrderItem> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal());
    }

    @Override
    @Transactional
    public OrderItem create(OrderItem row) {
        row.setItemId(null); // the database fills it
        if (row.getOrderId() == null
            && row.getProductName() == null
            && row.getQuantity() == null
            && row.getPrice() == null
            && row.getCreateBy() == null
            && row.getCreateTime() == null
            && row.getUpdateBy() == null
            && row.getUpdateTime() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        OrderItem stored = findByKey(row.getItemId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public OrderItem update(OrderItem row) {
        rowChanges.check(row, "createBy", "createTime", "updateBy", "updateTime");
        Long itemId = row.getItemId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<OrderItem> replace = Wrappers.lambdaUpdate(OrderItem.class).eq(OrderItem::getItemId, itemId);
        replace.set(row.getOrderId() == null, OrderItem::getOrderId, null);
        replace.set(row.getProductName() == null, OrderItem::getProductName, null);
        replace.set(row.getQuantity() == null, OrderItem::getQuantity, null);
        replace.set(row.getPrice() == null, OrderItem::getPrice, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(itemId);
    }

    @Override
    @Transactional
    public OrderItem patch(Long itemId, Map<String, Object> changes) {
        OrderItem row = findByKey(itemId);
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
        return removeById(itemId);
    }
}
