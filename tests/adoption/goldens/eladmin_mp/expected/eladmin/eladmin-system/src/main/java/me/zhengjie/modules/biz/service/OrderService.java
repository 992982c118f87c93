package me.zhengjie.modules.biz.service;

import com.baomidou.mybatisplus.extension.service.IService;
import me.zhengjie.modules.biz.domain.Order;
import me.zhengjie.utils.PageResult;

/**
 * Business operations on 订单表 ({@link Order}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface OrderService extends IService<Order> {

    /** The row with the given key, or {@code null}. */
    Order findByKey(Long orderId);

    /** The row with the given order_no (a unique key), or {@code null}. */
    Order findByOrderNo(String orderNo);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<Order> page(Order filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    Order create(Order row);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(Order row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long orderId);
}
