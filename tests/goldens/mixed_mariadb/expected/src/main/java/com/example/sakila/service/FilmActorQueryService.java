package com.example.sakila.service;

import com.example.sakila.entity.FilmActor;
import com.example.sakila.mapper.FilmActorQueryMapper;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The list query of Film actor ({@link FilmActor}) behind its controller: each
 * method is one read-only transaction.
 *
 * @author Genix Golden
 */
@Service
public class FilmActorQueryService {

    private final FilmActorQueryMapper mapper;

    public FilmActorQueryService(FilmActorQueryMapper mapper) {
        this.mapper = mapper;
    }

    /** How many rows match {@code p} (the key), and the page of them it asks for (the value). */
    @Transactional(readOnly = true)
    public Map.Entry<Long, List<FilmActor>> page(Map<String, Object> p) {
        long total = mapper.countQuery(p);
        List<FilmActor> rows = total == 0 ? Collections.<FilmActor>emptyList() : mapper.selectQuery(p);
        return new AbstractMap.SimpleImmutableEntry<>(total, rows);
    }

    /** The rows {@code p} selects (one page when PageHelper started one on this thread). */
    @Transactional(readOnly = true)
    public List<FilmActor> select(Map<String, Object> p) {
        return mapper.selectQuery(p);
    }

    /** How many rows match {@code p}. */
    @Transactional(readOnly = true)
    public long count(Map<String, Object> p) {
        return mapper.countQuery(p);
    }

    /** Whether any row matches {@code p}. */
    @Transactional(readOnly = true)
    public boolean exists(Map<String, Object> p) {
        return mapper.existsQuery(p) != null;
    }
}
