package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.FilmList;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of view {@code film_list}
 * (Film list): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface FilmListMapper extends BaseMapper<FilmList> {
}
