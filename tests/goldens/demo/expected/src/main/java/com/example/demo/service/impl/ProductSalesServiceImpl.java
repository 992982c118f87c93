package com.example.demo.service.impl;

import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.ProductSales;
import com.example.demo.mapper.ProductSalesMapper;
import com.example.demo.service.ProductSalesService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ProductSalesService} over {@link ProductSalesMapper}.
 */
@Service
public class ProductSalesServiceImpl implements ProductSalesService {

    private static final long MAX_PAGE_SIZE = 500;

    private final ProductSalesMapper mapper;
    private final RowChanges rowChanges;

    public ProductSalesServiceImpl(ProductSalesMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ProductSales> page(ProductSales filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<ProductSales> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
