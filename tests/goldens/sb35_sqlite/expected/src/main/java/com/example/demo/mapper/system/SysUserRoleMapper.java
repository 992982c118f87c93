package com.example.demo.mapper.system;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.system.SysUserRole;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code sys_user_role}
 * (Sys user role): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysUserRoleMapper extends BaseMapper<SysUserRole> {
}
