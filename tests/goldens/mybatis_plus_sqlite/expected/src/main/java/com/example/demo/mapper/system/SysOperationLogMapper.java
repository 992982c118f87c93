package com.example.demo.mapper.system;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.system.SysOperationLog;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code sys_operation_log}
 * (Sys operation log): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysOperationLogMapper extends BaseMapper<SysOperationLog> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO sys_operation_log DEFAULT VALUES")
    int insertDefaults(SysOperationLog row);
}
