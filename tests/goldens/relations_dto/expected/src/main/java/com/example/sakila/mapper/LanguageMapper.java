package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Language;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code language}
 * (Language): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface LanguageMapper extends BaseMapper<Language> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO language DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "languageId", keyColumn = "language_id")
    int insertDefaults(Language row);
}
