package com.example.demo.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.demo.entity.Setting;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code app_setting}
 * (App setting): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SettingMapper extends BaseMapper<Setting> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO app_setting DEFAULT VALUES")
    int insertDefaults(Setting row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Setting> selectPageByFilter(IPage<Setting> page, @Param("filter") Setting filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Setting> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(Setting row);
}
