package com.example.demo.mapper.system;

import com.example.demo.entity.system.SysUserRole;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code sys_user_role}
 * (Sys user role). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface SysUserRoleMapper {

    /** The row with the given key, or {@code null}. */
    SysUserRole selectByKey(@Param("userId") Long userId, @Param("roleId") Long roleId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<SysUserRole> selectPage(@Param("filter") SysUserRole filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") SysUserRole filter);

    /** Insert one row. */
    int insert(SysUserRole row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<SysUserRole> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(SysUserRole row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(SysUserRole row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("userId") Long userId, @Param("roleId") Long roleId);
}
