package com.example.edge.service;

import com.example.edge.common.PageResult;
import com.example.edge.entity.BatchJobExecution;
import java.util.List;

/**
 * Business operations on Batch job execution ({@link BatchJobExecution}).
 */
public interface BatchJobExecutionService {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<BatchJobExecution> page(BatchJobExecution filter, long page, long size);

    /** Insert {@code row} and return it (a table without a key cannot be read back). */
    BatchJobExecution create(BatchJobExecution row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<BatchJobExecution> rows);
}
