package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

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

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Film> selectPageByFilter(IPage<Film> page, @Param("filter") Film filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Film> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(Film row);

    /** Many-to-many {@code actors}: the rows with the given keys (key only), each with its {@code actors} (its first 100 by key), in one statement. */
    List<Film> selectActorsRelation(@Param("keys") Collection<?> keys);

    /** Many-to-many {@code actors}: how many {@code actor} rows the row with key {@code key} has. */
    long countActorsRelation(@Param("key") Object key);

    /** Many-to-many {@code actors}: {@code limit} {@code actor} rows of the row with key {@code key} from {@code offset}, in key order. */
    List<Actor> selectActorsRelationPage(@Param("key") Object key, @Param("offset") long offset, @Param("limit") int limit);

    /** One-to-many {@code inventories}: the rows with the given keys (key only), each with its {@code inventories} (its first 100 by key), in one statement. */
    List<Film> selectInventoriesRelation(@Param("keys") Collection<?> keys);

    /** One-to-many {@code inventories}: how many {@code inventory} rows the row with key {@code key} has. */
    long countInventoriesRelation(@Param("key") Object key);

    /** One-to-many {@code inventories}: {@code limit} {@code inventory} rows of the row with key {@code key} from {@code offset}, in key order. */
    List<Inventory> selectInventoriesRelationPage(@Param("key") Object key, @Param("offset") long offset, @Param("limit") int limit);

    /** Many-to-one {@code language}: the rows with the given keys (key only), each with its {@code language}, in one statement. */
    List<Film> selectLanguageRelation(@Param("keys") Collection<?> keys);

    /** Many-to-one {@code originalLanguage}: the rows with the given keys (key only), each with its {@code originalLanguage}, in one statement. */
    List<Film> selectOriginalLanguageRelation(@Param("keys") Collection<?> keys);
}
