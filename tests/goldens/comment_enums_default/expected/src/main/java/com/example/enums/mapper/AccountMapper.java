package com.example.enums.mapper;

import com.example.enums.entity.Account;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code account}
 * (Account). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface AccountMapper {

    /** The row with the given key, or {@code null}. */
    Account selectByKey(@Param("id") Long id);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Account> selectPage(@Param("filter") Account filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Account filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Account row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Account> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Account row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Account row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Long id);
}
