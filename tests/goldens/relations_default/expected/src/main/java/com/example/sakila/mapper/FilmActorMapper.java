package com.example.sakila.mapper;

import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.FilmActor;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code film_actor}
 * (Film actor). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface FilmActorMapper {

    /** The row with the given key, or {@code null}. */
    FilmActor selectByKey(@Param("actorId") Integer actorId, @Param("filmId") Integer filmId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<FilmActor> selectPage(@Param("filter") FilmActor filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") FilmActor filter);

    /** Insert one row. */
    int insert(FilmActor row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<FilmActor> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(FilmActor row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(FilmActor row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("actorId") Integer actorId, @Param("filmId") Integer filmId);

    /** Many-to-one {@code actor}: the {@code actor} rows with the given keys, in one statement. */
    List<Actor> selectActorRelation(@Param("keys") Collection<?> keys);

    /** Many-to-one {@code film}: the {@code film} rows with the given keys, in one statement. */
    List<Film> selectFilmRelation(@Param("keys") Collection<?> keys);
}
