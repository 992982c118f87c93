package com.example.demo.mapper.system;

import com.example.demo.entity.system.SysOperationLog;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code sys_operation_log}
 * (Sys operation log). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface SysOperationLogMapper {

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<SysOperationLog> selectPage(@Param("filter") SysOperationLog filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") SysOperationLog filter);

    /** Insert one row. */
    int insert(SysOperationLog row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<SysOperationLog> rows);
}
