package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.FilmList;
import com.example.sakila.mapper.FilmListMapper;
import com.example.sakila.service.FilmListService;
import java.util.Collections;
import org.springframework.stereotype.Service;

/**
 * Default implementation of {@link FilmListService} over MyBatis-Plus' {@link ServiceImpl}.
 *
 * @author Genix Golden
 */
@Service
public class FilmListServiceImpl extends ServiceImpl<FilmListMapper, FilmList> implements FilmListService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public FilmListServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public PageResult<FilmList> page(FilmList filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<FilmList> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }
}
