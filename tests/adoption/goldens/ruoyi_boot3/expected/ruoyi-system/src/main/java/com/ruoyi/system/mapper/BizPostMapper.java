package com.ruoyi.system.mapper;

import com.ruoyi.system.domain.SysPost;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code sys_post}
 * (岗位信息表). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface BizPostMapper {

    /** The row with the given key, or {@code null}. */
    SysPost selectByKey(@Param("postId") Long postId);

    /** The rows whose columns equal the non-null fields of {@code filter}, in key order. */
    List<SysPost> selectList(@Param("filter") SysPost filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(SysPost row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<SysPost> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(SysPost row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(SysPost row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("postId") Long postId);
}
