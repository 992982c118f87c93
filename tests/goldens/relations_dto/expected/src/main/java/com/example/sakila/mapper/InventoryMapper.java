package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.sakila.entity.Inventory;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

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
}
