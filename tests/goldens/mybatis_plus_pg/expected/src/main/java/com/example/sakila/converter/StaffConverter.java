package com.example.sakila.converter;

import com.example.sakila.dto.StaffDTO;
import com.example.sakila.entity.Staff;
import com.example.sakila.vo.StaffVO;
import java.util.List;
import org.mapstruct.Mapper;
import org.mapstruct.ReportingPolicy;

/**
 * Maps {@link Staff} to and from its API types (MapStruct writes the implementation).
 */
@Mapper(componentModel = "spring", unmappedTargetPolicy = ReportingPolicy.IGNORE)
public interface StaffConverter {

    /** A new entity holding the request's fields. */
    Staff toEntity(StaffDTO dto);

    /** The response form of an entity. */
    StaffVO toVo(Staff entity);

    /** The response form of each entity, in order. */
    List<StaffVO> toVoList(List<Staff> entities);
}
