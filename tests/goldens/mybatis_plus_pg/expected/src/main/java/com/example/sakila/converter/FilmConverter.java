package com.example.sakila.converter;

import com.example.sakila.dto.FilmDTO;
import com.example.sakila.entity.Film;
import com.example.sakila.vo.FilmVO;
import java.util.List;
import org.mapstruct.Mapper;
import org.mapstruct.ReportingPolicy;

/**
 * Maps {@link Film} to and from its API types (MapStruct writes the implementation).
 */
@Mapper(componentModel = "spring", unmappedTargetPolicy = ReportingPolicy.IGNORE)
public interface FilmConverter {

    /** A new entity holding the request's fields. */
    Film toEntity(FilmDTO dto);

    /** The response form of an entity. */
    FilmVO toVo(Film entity);

    /** The response form of each entity, in order. */
    List<FilmVO> toVoList(List<Film> entities);
}
