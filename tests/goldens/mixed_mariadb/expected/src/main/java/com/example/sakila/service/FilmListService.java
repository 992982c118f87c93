package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.FilmList;

/**
 * Business operations on Film list ({@link FilmList}), on top of
 * MyBatis-Plus' {@link IService}.
 *
 * @author Genix Golden
 */
public interface FilmListService extends IService<FilmList> {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<FilmList> page(FilmList filter, long page, long size);
}
