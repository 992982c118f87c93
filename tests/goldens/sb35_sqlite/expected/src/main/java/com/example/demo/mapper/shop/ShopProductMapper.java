package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.shop.ShopProduct;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code shop_product}
 * (Shop product): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopProductMapper extends BaseMapper<ShopProduct> {
}
