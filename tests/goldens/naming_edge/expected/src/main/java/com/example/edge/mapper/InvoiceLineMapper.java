package com.example.edge.mapper;

import com.example.edge.entity.InvoiceLine;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code InvoiceLine}
 * (Invoice line). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface InvoiceLineMapper {

    /** The row with the given key, or {@code null}. */
    InvoiceLine selectByKey(@Param("invoiceLineId") Integer invoiceLineId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<InvoiceLine> selectPage(@Param("filter") InvoiceLine filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") InvoiceLine filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(InvoiceLine row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<InvoiceLine> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(InvoiceLine row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(InvoiceLine row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("invoiceLineId") Integer invoiceLineId);
}
