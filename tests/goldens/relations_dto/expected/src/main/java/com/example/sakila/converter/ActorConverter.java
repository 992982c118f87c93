package com.example.sakila.converter;

import com.example.sakila.dto.ActorDTO;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.vo.ActorVO;
import com.example.sakila.vo.FilmVO;
import java.util.List;
import org.mapstruct.Mapper;
import org.mapstruct.Mapping;
import org.mapstruct.ReportingPolicy;

/**
 * Maps {@link Actor} to and from its API types (MapStruct writes the implementation).
 */
@Mapper(componentModel = "spring", unmappedTargetPolicy = ReportingPolicy.IGNORE)
public interface ActorConverter {

    /** A new entity holding the request's fields. */
    Actor toEntity(ActorDTO dto);

    /** The response form of an entity. */
    ActorVO toVo(Actor entity);

    /** The response form of each entity, in order. */
    List<ActorVO> toVoList(List<Actor> entities);

    /** The response form of a related {@code film} row (its own relations are not loaded). */
    @Mapping(target = "actors", ignore = true)
    @Mapping(target = "inventories", ignore = true)
    @Mapping(target = "language", ignore = true)
    @Mapping(target = "originalLanguage", ignore = true)
    FilmVO toFilmVO(Film entity);

    /** The response form of each related {@code film} row, in order. */
    List<FilmVO> toFilmVOList(List<Film> entities);
}
