package com.example.demo.mapper;

import com.example.demo.entity.OkTable;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code ok_table}
 * (Ok table). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface OkTableMapper {

    /** The row with the given key, or {@code null}. */
    OkTable selectByKey(@Param("id") Long id);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<OkTable> selectPage(@Param("filter") OkTable filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") OkTable filter);

    /** Insert one row. */
    int insert(OkTable row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<OkTable> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(OkTable row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(OkTable row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Long id);
}
