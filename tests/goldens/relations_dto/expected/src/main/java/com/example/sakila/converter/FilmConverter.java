package com.example.sakila.converter;

import com.example.sakila.dto.FilmDTO;
import com.example.sakila.entity.Actor;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import com.example.sakila.entity.Language;
import com.example.sakila.vo.ActorVO;
import com.example.sakila.vo.FilmVO;
import com.example.sakila.vo.InventoryVO;
import com.example.sakila.vo.LanguageVO;
import java.util.List;
import org.mapstruct.Mapper;
import org.mapstruct.Mapping;
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

    /** The response form of a related {@code actor} row (its own relations are not loaded). */
    @Mapping(target = "films", ignore = true)
    ActorVO toActorVO(Actor entity);

    /** The response form of each related {@code actor} row, in order. */
    List<ActorVO> toActorVOList(List<Actor> entities);

    /** The response form of a related {@code inventory} row (its own relations are not loaded). */
    @Mapping(target = "film", ignore = true)
    InventoryVO toInventoryVO(Inventory entity);

    /** The response form of each related {@code inventory} row, in order. */
    List<InventoryVO> toInventoryVOList(List<Inventory> entities);

    /** The response form of a related {@code language} row (its own relations are not loaded). */
    @Mapping(target = "dubbedFilms", ignore = true)
    @Mapping(target = "films", ignore = true)
    LanguageVO toLanguageVO(Language entity);

    /** The response form of each related {@code language} row, in order. */
    List<LanguageVO> toLanguageVOList(List<Language> entities);
}
