package com.example.demo.mapper.system;

import com.example.demo.entity.system.SysUser;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code sys_user}
 * (Sys user). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface SysUserMapper {

    /** The row with the given key, or {@code null}. */
    SysUser selectByKey(@Param("id") Long id);

    /** The row with the given username (a unique key), or {@code null}. */
    SysUser selectByUsername(@Param("username") String username);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<SysUser> selectPage(@Param("filter") SysUser filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") SysUser filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(SysUser row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<SysUser> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(SysUser row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(SysUser row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Long id);
}
