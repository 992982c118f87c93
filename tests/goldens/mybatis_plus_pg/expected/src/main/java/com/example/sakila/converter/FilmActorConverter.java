package com.example.sakila.converter;

import com.example.sakila.dto.FilmActorDTO;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.vo.FilmActorVO;
import java.util.List;
import org.mapstruct.Mapper;
import org.mapstruct.ReportingPolicy;

/**
 * Maps {@link FilmActor} to and from its API types (MapStruct writes the implementation).
 */
@Mapper(componentModel = "spring", unmappedTargetPolicy = ReportingPolicy.IGNORE)
public interface FilmActorConverter {

    /** A new entity holding the request's fields. */
    FilmActor toEntity(FilmActorDTO dto);

    /** The response form of an entity. */
    FilmActorVO toVo(FilmActor entity);

    /** The response form of each entity, in order. */
    List<FilmActorVO> toVoList(List<FilmActor> entities);
}
