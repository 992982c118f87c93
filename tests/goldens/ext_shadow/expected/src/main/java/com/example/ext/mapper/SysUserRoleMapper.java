package com.example.ext.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.ext.entity.SysUserRole;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code sys_user_role}
 * (Sys user role): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysUserRoleMapper extends BaseMapper<SysUserRole> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO sys_user_role DEFAULT VALUES")
    int insertDefaults(SysUserRole row);
}
