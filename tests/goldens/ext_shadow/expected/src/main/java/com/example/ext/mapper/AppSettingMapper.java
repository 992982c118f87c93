package com.example.ext.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.ext.entity.AppSetting;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code app_setting}
 * (App setting): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface AppSettingMapper extends BaseMapper<AppSetting> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO app_setting DEFAULT VALUES")
    int insertDefaults(AppSetting row);
}
