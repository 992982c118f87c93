package com.example.enums.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.enums.entity.Account;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code account}
 * (Account): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface AccountMapper extends BaseMapper<Account> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO account DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insertDefaults(Account row);
}
