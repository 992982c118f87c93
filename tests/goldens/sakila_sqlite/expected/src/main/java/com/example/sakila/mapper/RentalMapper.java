package com.example.sakila.mapper;

import com.example.sakila.entity.Rental;
import java.time.LocalDateTime;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code rental}
 * (Rental). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface RentalMapper {

    /** The row with the given key, or {@code null}. */
    Rental selectByKey(@Param("rentalId") Long rentalId);

    /** The row with the given rental_date, inventory_id, customer_id (a unique key), or {@code null}. */
    Rental selectByRentalDateAndInventoryIdAndCustomerId(@Param("rentalDate") LocalDateTime rentalDate, @Param("inventoryId") Integer inventoryId, @Param("customerId") Integer customerId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Rental> selectPage(@Param("filter") Rental filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Rental filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Rental row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Rental> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Rental row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Rental row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("rentalId") Long rentalId);
}
