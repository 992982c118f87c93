package com.example.sakila.mapper;

import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code film}
 * (Film). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface FilmMapper {

    /** The row with the given key, or {@code null}. */
    Film selectByKey(@Param("filmId") Long filmId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Film> selectPage(@Param("filter") Film filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Film filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Film row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Film> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Film row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Film row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("filmId") Long filmId);

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
