package com.example.ext.mapper;

import com.example.ext.entity.AppSetting;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code app_setting}
 * (App setting). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface AppSettingMapper {

    /** The row with the given key, or {@code null}. */
    AppSetting selectByKey(@Param("key") String key);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<AppSetting> selectPage(@Param("filter") AppSetting filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") AppSetting filter);

    /** Insert one row. */
    int insert(AppSetting row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<AppSetting> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(AppSetting row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(AppSetting row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("key") String key);
}
