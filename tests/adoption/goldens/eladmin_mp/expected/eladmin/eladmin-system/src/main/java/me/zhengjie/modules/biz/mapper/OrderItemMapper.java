package me.zhengjie.modules.biz.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import me.zhengjie.base.mybatis.BaseMapperX;
import me.zhengjie.modules.biz.domain.OrderItem;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code biz_order_item}
 * (订单明细表): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface OrderItemMapper extends BaseMapperX<OrderItem> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO biz_order_item () VALUES ()")
    @Options(useGeneratedKeys = true, keyProperty = "itemId", keyColumn = "item_id")
    int insertDefaults(OrderItem row);
}
