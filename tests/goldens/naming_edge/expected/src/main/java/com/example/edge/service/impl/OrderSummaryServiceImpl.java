package com.example.edge.service.impl;

import com.example.edge.common.InvalidRequestException;
import com.example.edge.common.PageResult;
import com.example.edge.common.RowChanges;
import com.example.edge.entity.OrderSummary;
import com.example.edge.mapper.OrderSummaryMapper;
import com.example.edge.service.OrderSummaryService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link OrderSummaryService} over {@link OrderSummaryMapper}.
 */
@Service
public class OrderSummaryServiceImpl implements OrderSummaryService {

    private static final long MAX_PAGE_SIZE = 500;

    private final OrderSummaryMapper mapper;
    private final RowChanges rowChanges;

    public OrderSummaryServiceImpl(OrderSummaryMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<OrderSummary> page(OrderSummary filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<OrderSummary> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
