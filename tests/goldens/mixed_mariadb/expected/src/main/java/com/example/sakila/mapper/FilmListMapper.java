package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.FilmList;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of view {@code film_list}
 * (Film list): CRUD from {@link BaseMapper}.
 *
 * @author Genix Golden
 */
@Mapper
public interface FilmListMapper extends BaseMapper<FilmList> {

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<FilmList> selectPageByFilter(IPage<FilmList> page, @Param("filter") FilmList filter);
}
