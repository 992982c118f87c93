package com.example.edge.mapper;

import com.example.edge.entity.BatchJobExecution;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/**
 * MyBatis mapper of table {@code BATCH_JOB_EXECUTION}
 * (Batch job execution). The SQL is in the mapper XML of the same name.
 */
@Mapper
public interface BatchJobExecutionMapper {

    /** One page of the rows whose columns equal the non-null fields of {@code filter}. */
    List<BatchJobExecution> selectPage(@Param("filter") BatchJobExecution filter, @Param("offset") long offset, @Param("limit") int limit);

    /** How many rows match the non-null fields of {@code filter}. */
    long count(@Param("filter") BatchJobExecution filter);

    /** Insert one row. */
    int insert(BatchJobExecution row);

    /** Insert several rows in one statement. */
    int insertBatch(@Param("list") List<BatchJobExecution> rows);
}
