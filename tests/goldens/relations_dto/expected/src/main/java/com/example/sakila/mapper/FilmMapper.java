package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Film;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code film}
 * (Film): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface FilmMapper extends BaseMapper<Film> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO film DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "filmId", keyColumn = "film_id")
    int insertDefaults(Film row);
}
