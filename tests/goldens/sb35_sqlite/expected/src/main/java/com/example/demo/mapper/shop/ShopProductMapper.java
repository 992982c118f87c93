package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.shop.ShopProduct;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code shop_product}
 * (Shop product): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopProductMapper extends BaseMapper<ShopProduct> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO shop_product DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insertDefaults(ShopProduct row);
}
