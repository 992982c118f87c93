package com.example.edge.service;

import com.example.edge.common.PageResult;
import com.example.edge.entity.InvoiceLine;
import java.util.List;

/**
 * Business operations on Invoice line ({@link InvoiceLine}).
 */
public interface InvoiceLineService {

    /** The row with the given key, or {@code null}. */
    InvoiceLine findByKey(Integer invoiceLineId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (values below 1 read as 1)
     * @param size rows per page (clamped to 1..1000)
     */
    PageResult<InvoiceLine> page(InvoiceLine filter, long page, long size);

    /** Insert {@code row} and return it with its generated key. */
    InvoiceLine create(InvoiceLine row);

    /** Insert several rows; returns how many were inserted. */
    int createBatch(List<InvoiceLine> rows);

    /** Update the non-null fields of {@code row}, found by its key; false when no such row exists. */
    boolean update(InvoiceLine row);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Integer invoiceLineId);
}
