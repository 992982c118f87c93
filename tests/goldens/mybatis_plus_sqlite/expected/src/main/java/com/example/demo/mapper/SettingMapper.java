package com.example.demo.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.demo.entity.Setting;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code app_setting}
 * (App setting): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SettingMapper extends BaseMapper<Setting> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO app_setting DEFAULT VALUES")
    int insertDefaults(Setting row);
}
