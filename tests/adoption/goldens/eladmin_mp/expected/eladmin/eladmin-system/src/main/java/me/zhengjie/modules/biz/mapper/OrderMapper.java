package me.zhengjie.modules.biz.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import me.zhengjie.base.mybatis.BaseMapperX;
import me.zhengjie.modules.biz.domain.Order;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code biz_order}
 * (订单表): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface OrderMapper extends BaseMapperX<Order> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO biz_order () VALUES ()")
    @Options(useGeneratedKeys = true, keyProperty = "orderId", keyColumn = "order_id")
    int insertDefaults(Order row);
}
