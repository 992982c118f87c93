package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code actor}
 * (Actor): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ActorMapper extends BaseMapper<Actor> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO actor DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "actorId", keyColumn = "actor_id")
    int insertDefaults(Actor row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Actor> selectPageByFilter(IPage<Actor> page, @Param("filter") Actor filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Actor> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(Actor row);

    /** Many-to-many {@code films}: the rows with the given keys (key only), each with its {@code films} (its first 100 by key), in one statement. */
    List<Actor> selectFilmsRelation(@Param("keys") Collection<?> keys);

    /** Many-to-many {@code films}: how many {@code film} rows the row with key {@code key} has. */
    long countFilmsRelation(@Param("key") Object key);

    /** Many-to-many {@code films}: {@code limit} {@code film} rows of the row with key {@code key} from {@code offset}, in key order. */
    List<Film> selectFilmsRelationPage(@Param("key") Object key, @Param("offset") long offset, @Param("limit") int limit);
}
