package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.shop.ShopOrder;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code shop_order}
 * (Shop order): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopOrderMapper extends BaseMapper<ShopOrder> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO shop_order DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insertDefaults(ShopOrder row);
}
