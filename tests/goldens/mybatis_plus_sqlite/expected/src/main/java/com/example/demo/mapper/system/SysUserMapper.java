package com.example.demo.mapper.system;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.system.SysUser;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code sys_user}
 * (Sys user): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysUserMapper extends BaseMapper<SysUser> {
}
