package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Actor;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code actor}
 * (Actor): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ActorMapper extends BaseMapper<Actor> {
}
