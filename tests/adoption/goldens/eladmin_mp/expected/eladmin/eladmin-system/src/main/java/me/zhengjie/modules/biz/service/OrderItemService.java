package me.zhengjie.modules.biz.service;

import com.baomidou.mybatisplus.extension.service.IService;
import me.zhengjie.modules.biz.domain.OrderItem;
import me.zhengjie.utils.PageResult;

/**
 * Business operations on 订单明细表 ({@link OrderItem}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface OrderItemService extends IService<OrderItem> {

    /** The row with the given key, or {@code null}. */
    OrderItem findByKey(Long itemId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<OrderItem> page(OrderItem filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    OrderItem create(OrderItem row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(OrderItem row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long itemId);
}
