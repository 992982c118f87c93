package com.example.sakila.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.sakila.entity.Staff;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code staff}
 * (Staff): CRUD from {@link BaseMapper}.
 *
 * @author Genix Golden
 */
@Mapper
public interface StaffMapper extends BaseMapper<Staff> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO staff () VALUES ()")
    @Options(useGeneratedKeys = true, keyProperty = "staffId", keyColumn = "staff_id")
    int insertDefaults(Staff row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<Staff> selectPageByFilter(IPage<Staff> page, @Param("filter") Staff filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<Staff> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON DUPLICATE KEY UPDATE). */
    int upsert(Staff row);
}
