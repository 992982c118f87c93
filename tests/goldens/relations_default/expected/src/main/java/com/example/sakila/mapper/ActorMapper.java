package com.example.sakila.mapper;

import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code actor}
 * (Actor). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface ActorMapper {

    /** The row with the given key, or {@code null}. */
    Actor selectByKey(@Param("actorId") Long actorId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Actor> selectPage(@Param("filter") Actor filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Actor filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Actor row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Actor> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Actor row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Actor row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("actorId") Long actorId);

    /** Many-to-many {@code films}: the rows with the given keys (key only), each with its {@code films} (its first 100 by key), in one statement. */
    List<Actor> selectFilmsRelation(@Param("keys") Collection<?> keys);

    /** Many-to-many {@code films}: how many {@code film} rows the row with key {@code key} has. */
    long countFilmsRelation(@Param("key") Object key);

    /** Many-to-many {@code films}: {@code limit} {@code film} rows of the row with key {@code key} from {@code offset}, in key order. */
    List<Film> selectFilmsRelationPage(@Param("key") Object key, @Param("offset") long offset, @Param("limit") int limit);
}
