package com.example.sakila.mapper;

import com.example.sakila.entity.CustomerList;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of view {@code customer_list}
 * (Customer list). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface CustomerListMapper {

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<CustomerList> selectPage(@Param("filter") CustomerList filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") CustomerList filter);
}
