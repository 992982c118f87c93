package com.example.demo.mapper.system;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.system.SysOperationLog;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code sys_operation_log}
 * (Sys operation log): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysOperationLogMapper extends BaseMapper<SysOperationLog> {
}
