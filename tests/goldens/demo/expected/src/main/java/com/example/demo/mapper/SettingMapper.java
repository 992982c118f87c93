package com.example.demo.mapper;

import com.example.demo.entity.Setting;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code app_setting}
 * (App setting). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface SettingMapper {

    /** The row with the given key, or {@code null}. */
    Setting selectByKey(@Param("key") String key);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Setting> selectPage(@Param("filter") Setting filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Setting filter);

    /** Insert one row. */
    int insert(Setting row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Setting> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Setting row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Setting row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("key") String key);
}
