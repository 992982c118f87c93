package me.zhengjie.modules.biz.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import me.zhengjie.modules.biz.domain.OrderItem;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code biz_order_item}
 * (订单明细表): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface OrderItemMapper extends BaseMapper<OrderItem> {
}
