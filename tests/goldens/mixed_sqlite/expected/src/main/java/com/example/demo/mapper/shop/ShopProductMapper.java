package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.demo.entity.shop.ShopProduct;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code shop_product}
 * (Shop product): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopProductMapper extends BaseMapper<ShopProduct> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO shop_product DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insertDefaults(ShopProduct row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<ShopProduct> selectPageByFilter(IPage<ShopProduct> page, @Param("filter") ShopProduct filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<ShopProduct> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(ShopProduct row);
}
