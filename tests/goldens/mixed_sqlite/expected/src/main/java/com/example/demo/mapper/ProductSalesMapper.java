package com.example.demo.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.demo.entity.ProductSales;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of view {@code v_product_sales}
 * (V product sales): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ProductSalesMapper extends BaseMapper<ProductSales> {

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<ProductSales> selectPageByFilter(IPage<ProductSales> page, @Param("filter") ProductSales filter);
}
