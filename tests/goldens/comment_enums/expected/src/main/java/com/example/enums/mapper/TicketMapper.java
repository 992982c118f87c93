package com.example.enums.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.example.enums.entity.Ticket;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Options;

/**
 * MyBatis-Plus mapper of table {@code ticket}
 * (Ticket): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface TicketMapper extends BaseMapper<Ticket> {

    /** Insert a row of the database's defaults only; the key it fills is set on {@code row} (MyBatis-Plus writes no statement for a row with no value). */
    @Insert("INSERT INTO ticket DEFAULT VALUES")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insertDefaults(Ticket row);
}
