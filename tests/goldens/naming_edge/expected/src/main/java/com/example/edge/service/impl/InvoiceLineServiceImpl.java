package com.example.edge.service.impl;

import com.example.edge.common.PageResult;
import com.example.edge.entity.InvoiceLine;
import com.example.edge.mapper.InvoiceLineMapper;
import com.example.edge.service.InvoiceLineService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link InvoiceLineService} over {@link InvoiceLineMapper}.
 */
@Service
public class InvoiceLineServiceImpl implements InvoiceLineService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final InvoiceLineMapper mapper;

    public InvoiceLineServiceImpl(InvoiceLineMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public InvoiceLine findByKey(Integer invoiceLineId) {
        return mapper.selectByKey(invoiceLineId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<InvoiceLine> page(InvoiceLine filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<InvoiceLine> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public InvoiceLine create(InvoiceLine row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<InvoiceLine> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(InvoiceLine row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getInvoiceLineId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer invoiceLineId) {
        return mapper.deleteByKey(invoiceLineId) > 0;
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(InvoiceLine row) {
        return row.getUnitPrice() != null;
    }
}
