package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.Film;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code film}
 * (Film): CRUD from {@link BaseMapper}.
 *
 * @author Genix Golden
 */
@Mapper
public interface FilmMapper extends BaseMapper<Film> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO film () VALUES ()")
    @Options(useGeneratedKeys = true, keyProperty = "filmId", keyColumn = "film_id")
    int insertDefaults(Film row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Film> selectPageByFilter(IPage<Film> page, @Param("filter") Film filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Film> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON DUPLICATE KEY UPDATE). */
    int upsert(Film row);
}
