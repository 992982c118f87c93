package com.example.edge.service;

import com.example.edge.common.PageResult;
import com.example.edge.entity.UserProfile;
import java.util.List;

/**
 * Business operations on 用户资料 ({@link UserProfile}).
 */
public interface UserProfileService {

    /** The row with the given key, or {@code null}. */
    UserProfile findByKey(Long id);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<UserProfile> page(UserProfile filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    UserProfile create(UserProfile row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<UserProfile> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(UserProfile row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long id);
}
