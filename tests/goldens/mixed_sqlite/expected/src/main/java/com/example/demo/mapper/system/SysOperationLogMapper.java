package com.example.demo.mapper.system;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.demo.entity.system.SysOperationLog;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code sys_operation_log}
 * (Sys operation log): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysOperationLogMapper extends BaseMapper<SysOperationLog> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO sys_operation_log DEFAULT VALUES")
    int insertDefaults(SysOperationLog row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<SysOperationLog> selectPageByFilter(IPage<SysOperationLog> page, @Param("filter") SysOperationLog filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<SysOperationLog> rows);
}
