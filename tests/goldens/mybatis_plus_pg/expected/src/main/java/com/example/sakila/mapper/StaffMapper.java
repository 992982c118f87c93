package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Staff;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code staff}
 * (Staff): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface StaffMapper extends BaseMapper<Staff> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO staff DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "staffId", keyColumn = "staff_id")
    int insertDefaults(Staff row);
}
