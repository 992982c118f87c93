package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.UpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResponse;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.mapper.FilmActorMapper;
import com.example.sakila.service.FilmActorService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmActorService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class FilmActorServiceImpl extends ServiceImpl<FilmActorMapper, FilmActor> implements FilmActorService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public FilmActor findByKey(Integer actorId, Integer filmId) {
        return getOne(new QueryWrapper<FilmActor>().eq("actor_id", actorId).eq("film_id", filmId));
    }

    @Override
    public PageResponse<FilmActor> page(FilmActor filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<FilmActor> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getActorId() != null, "actor_id", filter.getActorId());
            query.eq(filter.getFilmId() != null, "film_id", filter.getFilmId());
            query.eq(filter.getLastUpdate() != null, "last_update", filter.getLastUpdate());
        }
        query.orderByAsc("actor_id", "film_id");
        IPage<FilmActor> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public FilmActor create(FilmActor row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(FilmActor row) {
        if (!hasChanges(row)) {
            return findByKey(row.getActorId(), row.getFilmId()) != null;
        }
        Integer actorId = row.getActorId();
        Integer filmId = row.getFilmId();
        return update(row, new UpdateWrapper<FilmActor>().eq("actor_id", actorId).eq("film_id", filmId));
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer actorId, Integer filmId) {
        return remove(new QueryWrapper<FilmActor>().eq("actor_id", actorId).eq("film_id", filmId));
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(FilmActor row) {
        return row.getLastUpdate() != null;
    }
}
