package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.shop.ShopOrderItem;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code shop_order_item}
 * (Shop order item): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopOrderItemMapper extends BaseMapper<ShopOrderItem> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO shop_order_item DEFAULT VALUES")
    int insertDefaults(ShopOrderItem row);
}
