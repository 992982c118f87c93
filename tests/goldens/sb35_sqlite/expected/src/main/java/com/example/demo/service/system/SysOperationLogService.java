package com.example.demo.service.system;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.system.SysOperationLog;

/**
 * Business operations on Sys operation log ({@link SysOperationLog}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface SysOperationLogService extends IService<SysOperationLog> {

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResponse<SysOperationLog> page(SysOperationLog filter, long page, long size);

    /** Insert {@code row} and return it (a table without a key cannot be read back). */
    SysOperationLog create(SysOperationLog row);
}
