package me.zhengjie.modules.biz.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import me.zhengjie.modules.biz.domain.Order;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code biz_order}
 * (订单表): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface OrderMapper extends BaseMapper<Order> {
}
