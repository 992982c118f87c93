package com.example.clash.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.clash.entity.Page;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code page}
 * (Page): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface PageMapper extends BaseMapper<Page> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO page DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insertDefaults(Page row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Page> selectPageByFilter(IPage<Page> page, @Param("filter") Page filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Page> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(Page row);
}
