package com.example.edge.mapper;

import com.example.edge.entity.OrderSummary;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of view {@code order summary}
 * (Order summary). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface OrderSummaryMapper {

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<OrderSummary> selectPage(@Param("filter") OrderSummary filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") OrderSummary filter);
}
