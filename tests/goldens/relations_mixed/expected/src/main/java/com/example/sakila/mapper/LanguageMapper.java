package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Language;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code language}
 * (Language): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface LanguageMapper extends BaseMapper<Language> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO language DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "languageId", keyColumn = "language_id")
    int insertDefaults(Language row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Language> selectPageByFilter(IPage<Language> page, @Param("filter") Language filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Language> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(Language row);

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
