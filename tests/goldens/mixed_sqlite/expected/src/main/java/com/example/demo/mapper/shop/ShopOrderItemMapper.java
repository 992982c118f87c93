package com.example.demo.mapper.shop;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.demo.entity.shop.ShopOrderItem;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code shop_order_item}
 * (Shop order item): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface ShopOrderItemMapper extends BaseMapper<ShopOrderItem> {

    /** Insert a row of the database's defaults only (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO shop_order_item DEFAULT VALUES")
    int insertDefaults(ShopOrderItem row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<ShopOrderItem> selectPageByFilter(IPage<ShopOrderItem> page, @Param("filter") ShopOrderItem filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<ShopOrderItem> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(ShopOrderItem row);
}
