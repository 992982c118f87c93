package com.example.demo.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.ProductSales;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of view {@code v_product_sales}
 * (V product sales): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ProductSalesMapper extends BaseMapper<ProductSales> {
}
