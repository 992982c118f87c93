package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.shop.ShopCategory;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code shop_category}
 * (Shop category): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopCategoryMapper extends BaseMapper<ShopCategory> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO shop_category DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insertDefaults(ShopCategory row);
}
