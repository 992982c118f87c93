package com.example.demo.mapper.system;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.system.SysRole;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code sys_role}
 * (Sys role): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysRoleMapper extends BaseMapper<SysRole> {
}
