package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.FilmActor;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code film_actor}
 * (Film actor): CRUD from {@link BaseMapper}.
 *
 * @author Genix Golden
 */
@Mapper
public interface FilmActorMapper extends BaseMapper<FilmActor> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO film_actor () VALUES ()")
    int insertDefaults(FilmActor row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<FilmActor> selectPageByFilter(IPage<FilmActor> page, @Param("filter") FilmActor filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<FilmActor> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON DUPLICATE KEY UPDATE). */
    int upsert(FilmActor row);
}
