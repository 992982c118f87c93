package com.example.edge.mapper;

import com.example.edge.entity.UserProfile;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code user-profile}
 * (用户资料). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface UserProfileMapper {

    /** The row with the given key, or {@code null}. */
    UserProfile selectByKey(@Param("id") Long id);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<UserProfile> selectPage(@Param("filter") UserProfile filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") UserProfile filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(UserProfile row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<UserProfile> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(UserProfile row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(UserProfile row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Long id);
}
