package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.FilmActor;
import com.example.sakila.mapper.FilmActorMapper;
import com.example.sakila.service.FilmActorService;
import java.util.Collections;
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

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public FilmActorServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public FilmActor findByKey(Integer actorId, Integer filmId) {
        return getOne(Wrappers.lambdaQuery(FilmActor.class).eq(FilmActor::getActorId, actorId).eq(FilmActor::getFilmId, filmId));
    }

    @Override
    public PageResult<FilmActor> page(FilmActor filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<FilmActor> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public FilmActor create(FilmActor row) {
        if (row.getActorId() == null
            && row.getFilmId() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        FilmActor stored = findByKey(row.getActorId(), row.getFilmId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer actorId, Integer filmId) {
        return remove(Wrappers.lambdaQuery(FilmActor.class).eq(FilmActor::getActorId, actorId).eq(FilmActor::getFilmId, filmId));
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
