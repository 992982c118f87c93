package com.example.sakila.converter;

import com.example.sakila.dto.CustomerDTO;
import com.example.sakila.entity.Customer;
import com.example.sakila.vo.CustomerVO;
import java.util.List;
import org.mapstruct.Mapper;
import org.mapstruct.ReportingPolicy;

/**
 * Maps {@link Customer} to and from its API types (MapStruct writes the implementation).
 */
@Mapper(componentModel = "spring", unmappedTargetPolicy = ReportingPolicy.IGNORE)
public interface CustomerConverter {

    /** A new entity holding the request's fields. */
    Customer toEntity(CustomerDTO dto);

    /** The response form of an entity. */
    CustomerVO toVo(Customer entity);

    /** The response form of each entity, in order. */
    List<CustomerVO> toVoList(List<Customer> entities);
}
