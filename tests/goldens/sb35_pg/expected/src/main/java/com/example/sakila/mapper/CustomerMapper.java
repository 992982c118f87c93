package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Customer;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code customer}
 * (Customer): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface CustomerMapper extends BaseMapper<Customer> {
}
