package com.example.enums.mapper;

import com.example.enums.entity.Ticket;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code ticket}
 * (Ticket). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface TicketMapper {

    /** The row with the given key, or {@code null}. */
    Ticket selectByKey(@Param("id") Integer id);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Ticket> selectPage(@Param("filter") Ticket filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Ticket filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Ticket row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Ticket> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Ticket row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Ticket row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("id") Integer id);
}
