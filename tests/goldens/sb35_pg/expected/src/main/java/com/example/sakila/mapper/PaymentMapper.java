package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Payment;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code payment}
 * (Payment): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface PaymentMapper extends BaseMapper<Payment> {
}
