package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Film;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code film}
 * (Film): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface FilmMapper extends BaseMapper<Film> {
}
