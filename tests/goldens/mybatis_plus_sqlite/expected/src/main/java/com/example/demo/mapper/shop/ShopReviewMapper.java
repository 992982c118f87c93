package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.shop.ShopReview;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code shop_review}
 * (Shop review): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopReviewMapper extends BaseMapper<ShopReview> {
}
