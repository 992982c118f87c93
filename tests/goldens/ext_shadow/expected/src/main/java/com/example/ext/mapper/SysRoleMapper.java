package com.example.ext.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.ext.entity.SysRole;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code sys_role}
 * (Sys role): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysRoleMapper extends BaseMapper<SysRole> {
}
