package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.Inventory;
import java.util.Collection;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code inventory}
 * (Inventory): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface InventoryMapper extends BaseMapper<Inventory> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO inventory DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "inventoryId", keyColumn = "inventory_id")
    int insertDefaults(Inventory row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Inventory> selectPageByFilter(IPage<Inventory> page, @Param("filter") Inventory filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Inventory> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(Inventory row);

    /** Many-to-one {@code film}: the rows with the given keys (key only), each with its {@code film}, in one statement. */
    List<Inventory> selectFilmRelation(@Param("keys") Collection<?> keys);
}
