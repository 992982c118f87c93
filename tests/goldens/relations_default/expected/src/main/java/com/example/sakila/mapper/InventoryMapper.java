package com.example.sakila.mapper;

import com.example.sakila.entity.Inventory;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code inventory}
 * (Inventory). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface InventoryMapper {

    /** The row with the given key, or {@code null}. */
    Inventory selectByKey(@Param("inventoryId") Long inventoryId);

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<Inventory> selectPage(@Param("filter") Inventory filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") Inventory filter);

    /** Insert one row; the key the database fills is set on {@code row}. */
    int insert(Inventory row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<Inventory> rows);

    /** Update the non-null fields of {@code row}, found by its key. */
    int updateByKey(Inventory row);

    /** Set every updatable column of the row with {@code row}'s key to {@code row}'s value, {@code null} included. */
    int replaceByKey(Inventory row);

    /** Delete the row with the given key. */
    int deleteByKey(@Param("inventoryId") Long inventoryId);

    /** Many-to-one {@code film}: the rows with the given keys (key only), each with its {@code film}, in one statement. */
    List<Inventory> selectFilmRelation(@Param("keys") Collection<?> keys);
}
