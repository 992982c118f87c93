package com.example.sakila.converter;

import com.example.sakila.dto.PaymentDTO;
import com.example.sakila.entity.Payment;
import com.example.sakila.vo.PaymentVO;
import java.util.List;
import org.mapstruct.Mapper;
import org.mapstruct.ReportingPolicy;

/**
 * Maps {@link Payment} to and from its API types (MapStruct writes the implementation).
 */
@Mapper(componentModel = "spring", unmappedTargetPolicy = ReportingPolicy.IGNORE)
public interface PaymentConverter {

    /** A new entity holding the request's fields. */
    Payment toEntity(PaymentDTO dto);

    /** The response form of an entity. */
    PaymentVO toVo(Payment entity);

    /** The response form of each entity, in order. */
    List<PaymentVO> toVoList(List<Payment> entities);
}
