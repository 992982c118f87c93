package com.example.edge.service.impl;

import com.example.edge.common.InvalidRequestException;
import com.example.edge.common.PageResult;
import com.example.edge.common.RowChanges;
import com.example.edge.entity.InvoiceLine;
import com.example.edge.mapper.InvoiceLineMapper;
import com.example.edge.service.InvoiceLineService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link InvoiceLineService} over {@link InvoiceLineMapper}.
 */
@Service
public class InvoiceLineServiceImpl implements InvoiceLineService {

    private static final long MAX_PAGE_SIZE = 500;

    private final InvoiceLineMapper mapper;
    private final RowChanges rowChanges;

    public InvoiceLineServiceImpl(InvoiceLineMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public InvoiceLine findByKey(Integer invoiceLineId) {
        return mapper.selectByKey(invoiceLineId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<InvoiceLine> page(InvoiceLine filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
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
        InvoiceLine stored = mapper.selectByKey(row.getInvoiceLineId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<InvoiceLine> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public InvoiceLine update(InvoiceLine row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getInvoiceLineId());
    }

    @Override
    @Transactional
    public InvoiceLine patch(Integer invoiceLineId, Map<String, Object> changes) {
        InvoiceLine row = mapper.selectByKey(invoiceLineId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setInvoiceLineId(invoiceLineId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Integer invoiceLineId) {
        return mapper.deleteByKey(invoiceLineId) > 0;
    }
}
