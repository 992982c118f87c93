package com.example.demo.mapper.system;

import com.example.demo.entity.system.SysRole;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code sys_role}
 * (Sys role). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface SysRoleMapper {

    /** The row with the given key, or {@code null}. */
    SysRole selectByKey(@Param("id") Long id);

    /** The row with the given code (a unique key), or {@code null}. */
    SysRole selectByCode(@Param("code") String code);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<SysRole> selectPage(@Param("filter") SysRole filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") SysRole filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(SysRole row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<SysRole> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(SysRole row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(SysRole row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Long id);
}
