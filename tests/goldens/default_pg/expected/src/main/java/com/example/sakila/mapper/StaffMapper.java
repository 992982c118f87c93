package com.example.sakila.mapper;

import com.example.sakila.entity.Staff;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code staff}
 * (Staff). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface StaffMapper {

    /** The row with the given key, or {@code null}. */
    Staff selectByKey(@Param("staffId") Integer staffId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Staff> selectPage(@Param("filter") Staff filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Staff filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Staff row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Staff> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Staff row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Staff row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("staffId") Integer staffId);
}
