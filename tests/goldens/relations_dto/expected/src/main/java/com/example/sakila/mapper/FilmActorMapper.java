package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.FilmActor;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code film_actor}
 * (Film actor): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface FilmActorMapper extends BaseMapper<FilmActor> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO film_actor DEFAULT VALUES")
    int insertDefaults(FilmActor row);
}
