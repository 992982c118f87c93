package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Staff;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code staff}
 * (Staff): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface StaffMapper extends BaseMapper<Staff> {
}
