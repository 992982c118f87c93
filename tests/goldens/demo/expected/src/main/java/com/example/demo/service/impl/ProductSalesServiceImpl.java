package com.example.demo.service.impl;

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

    private static final long MAX_PAGE_SIZE = 1000;

    private final ProductSalesMapper mapper;
    private final RowChanges rowChanges;

    public ProductSalesServiceImpl(ProductSalesMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ProductSales> page(ProductSales filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<ProductSales> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }
}
