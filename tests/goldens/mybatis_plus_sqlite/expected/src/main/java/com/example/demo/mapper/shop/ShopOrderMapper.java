package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.shop.ShopOrder;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code shop_order}
 * (Shop order): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopOrderMapper extends BaseMapper<ShopOrder> {
}
