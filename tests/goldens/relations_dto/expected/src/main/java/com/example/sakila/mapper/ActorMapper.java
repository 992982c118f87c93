package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Actor;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code actor}
 * (Actor): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ActorMapper extends BaseMapper<Actor> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO actor DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "actorId", keyColumn = "actor_id")
    int insertDefaults(Actor row);
}
