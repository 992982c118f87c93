package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Customer;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code customer}
 * (Customer): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface CustomerMapper extends BaseMapper<Customer> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO customer DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "customerId", keyColumn = "customer_id")
    int insertDefaults(Customer row);
}
