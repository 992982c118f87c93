package com.example.edge.mapper;

import com.example.edge.entity._2faTokens;
import java.time.LocalDate;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code 2fa_tokens}
 * (2fa tokens). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface _2faTokensMapper {

    /** The row with the given key, or {@code null}. */
    _2faTokens selectByKey(@Param("token") String token, @Param("issuedOn") LocalDate issuedOn);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<_2faTokens> selectPage(@Param("filter") _2faTokens filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") _2faTokens filter);

    /** Insert one row. */
    int insert(_2faTokens row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<_2faTokens> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(_2faTokens row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(_2faTokens row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("token") String token, @Param("issuedOn") LocalDate issuedOn);
}
