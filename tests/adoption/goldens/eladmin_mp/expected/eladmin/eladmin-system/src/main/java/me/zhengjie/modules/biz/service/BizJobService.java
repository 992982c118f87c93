package me.zhengjie.modules.biz.service;

import com.baomidou.mybatisplus.extension.service.IService;
import java.util.Map;
import me.zhengjie.base.mybatis.BaseServiceX;
import me.zhengjie.modules.system.domain.Job;
import me.zhengjie.utils.PageResult;

/**
 * Business operations on 岗位 ({@link Job}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface BizJobService extends BaseServiceX<Job> {

    /** The row with the given key, or {@code null}. */
    Job findByKey(Long id);

    /** The row with the given name (a unique key), or {@code null}. */
    Job findByName(String name);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Job> page(Job filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Job create(Job row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Job update(Job row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Job patch(Long id, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);
}
