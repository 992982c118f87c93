package com.example.sakila.converter;

import com.example.sakila.dto.FilmListDTO;
import com.example.sakila.entity.FilmList;
import com.example.sakila.vo.FilmListVO;
import java.util.List;
import org.mapstruct.Mapper;
import org.mapstruct.ReportingPolicy;

/**
 * Maps {@link FilmList} to and from its API types (MapStruct writes the implementation).
 */
@Mapper(componentModel = "spring", unmappedTargetPolicy = ReportingPolicy.IGNORE)
public interface FilmListConverter {

    /** A new entity holding the request's fields. */
    FilmList toEntity(FilmListDTO dto);

    /** The response form of an entity. */
    FilmListVO toVo(FilmList entity);

    /** The response form of each entity, in order. */
    List<FilmListVO> toVoList(List<FilmList> entities);
}
