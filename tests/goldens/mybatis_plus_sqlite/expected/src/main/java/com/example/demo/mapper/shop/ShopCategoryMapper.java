package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.shop.ShopCategory;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code shop_category}
 * (Shop category): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopCategoryMapper extends BaseMapper<ShopCategory> {
}
