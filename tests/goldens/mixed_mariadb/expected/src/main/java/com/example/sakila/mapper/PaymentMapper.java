package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.Payment;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code payment}
 * (Payment): CRUD from {@link BaseMapper}.
 *
 * @author Genix Golden
 */
@Mapper
public interface PaymentMapper extends BaseMapper<Payment> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO payment () VALUES ()")
    @Options(useGeneratedKeys = true, keyProperty = "paymentId", keyColumn = "payment_id")
    int insertDefaults(Payment row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Payment> selectPageByFilter(IPage<Payment> page, @Param("filter") Payment filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Payment> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON DUPLICATE KEY UPDATE). */
    int upsert(Payment row);
}
