package com.example.demo.mapper;

import com.example.demo.entity.ProductSales;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of view {@code v_product_sales}
 * (V product sales). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface ProductSalesMapper {

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<ProductSales> selectPage(@Param("filter") ProductSales filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") ProductSales filter);
}
