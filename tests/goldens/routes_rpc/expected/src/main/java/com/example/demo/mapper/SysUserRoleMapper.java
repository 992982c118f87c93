package com.example.demo.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.demo.entity.SysUserRole;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code sys_user_role}
 * (Sys user role): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysUserRoleMapper extends BaseMapper<SysUserRole> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO sys_user_role DEFAULT VALUES")
    int insertDefaults(SysUserRole row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<SysUserRole> selectPageByFilter(IPage<SysUserRole> page, @Param("filter") SysUserRole filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<SysUserRole> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(SysUserRole row);
}
