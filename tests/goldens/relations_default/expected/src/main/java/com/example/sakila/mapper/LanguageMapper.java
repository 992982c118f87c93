package com.example.sakila.mapper;

import com.example.sakila.entity.Film;
import com.example.sakila.entity.Language;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code language}
 * (Language). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface LanguageMapper {

    /** The row with the given key, or {@code null}. */
    Language selectByKey(@Param("languageId") Long languageId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Language> selectPage(@Param("filter") Language filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Language filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Language row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Language> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Language row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Language row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("languageId") Long languageId);

    /** One-to-many {@code dubbedFilms}: the rows with the given keys (key only), each with its {@code dubbedFilms} (its first 100 by key), in one statement. */
    List<Language> selectDubbedFilmsRelation(@Param("keys") Collection<?> keys);

    /** One-to-many {@code dubbedFilms}: how many {@code film} rows the row with key {@code key} has. */
    long countDubbedFilmsRelation(@Param("key") Object key);

    /** One-to-many {@code dubbedFilms}: {@code limit} {@code film} rows of the row with key {@code key} from {@code offset}, in key order. */
    List<Film> selectDubbedFilmsRelationPage(@Param("key") Object key, @Param("offset") long offset, @Param("limit") int limit);

    /** One-to-many {@code films}: the rows with the given keys (key only), each with its {@code films} (its first 100 by key), in one statement. */
    List<Language> selectFilmsRelation(@Param("keys") Collection<?> keys);

    /** One-to-many {@code films}: how many {@code film} rows the row with key {@code key} has. */
    long countFilmsRelation(@Param("key") Object key);

    /** One-to-many {@code films}: {@code limit} {@code film} rows of the row with key {@code key} from {@code offset}, in key order. */
    List<Film> selectFilmsRelationPage(@Param("key") Object key, @Param("offset") long offset, @Param("limit") int limit);
}
