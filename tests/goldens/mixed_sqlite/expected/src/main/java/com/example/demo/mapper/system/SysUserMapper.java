package com.example.demo.mapper.system;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.example.demo.entity.system.SysUser;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis-Plus mapper of table {@code sys_user}
 * (Sys user): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface SysUserMapper extends BaseMapper<SysUser> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO sys_user DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insertDefaults(SysUser row);

    /**
     * One page of the rows whose columns equal the non-null fields of {@code filter}, mapped by
     * the XML resultMap; MyBatis-Plus' pagination interceptor adds the count and the limit.
     */
    IPage<SysUser> selectPageByFilter(IPage<SysUser> page, @Param("filter") SysUser filter);

    /** Insert several rows in one statement (mapper XML). */
    int insertBatch(@Param("list") List<SysUser> rows);

    /** Insert {@code row}, or update the row with its key when there is one (ON CONFLICT DO UPDATE). */
    int upsert(SysUser row);
}
