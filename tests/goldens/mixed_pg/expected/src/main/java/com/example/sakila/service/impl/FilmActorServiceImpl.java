package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.UpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.mapper.FilmActorMapper;
import com.example.sakila.service.FilmActorService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link FilmActorService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class FilmActorServiceImpl extends ServiceImpl<FilmActorMapper, FilmActor> implements FilmActorService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public FilmActor findByKey(Integer actorId, Integer filmId) {
        return getOne(new QueryWrapper<FilmActor>().eq("actor_id", actorId).eq("film_id", filmId));
    }

    @Override
    public PageResult<FilmActor> page(FilmActor filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<FilmActor> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
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

    @Override
    @Transactional
    public int createBatch(List<FilmActor> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public FilmActor upsert(FilmActor row) {
        getBaseMapper().upsert(row);
        return findByKey(row.getActorId(), row.getFilmId());
    }
}
