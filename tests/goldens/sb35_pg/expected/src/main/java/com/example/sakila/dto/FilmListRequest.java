package com.example.sakila.dto;

import com.example.sakila.entity.FilmList;

/**
 * What a client sends to create or update Film list (request body).
 */
public record FilmListRequest(
) {

    /** A new {@link FilmList} holding this request's fields. */
    public FilmList toEntity() {
        FilmList entity = new FilmList();
        return entity;
    }
}
