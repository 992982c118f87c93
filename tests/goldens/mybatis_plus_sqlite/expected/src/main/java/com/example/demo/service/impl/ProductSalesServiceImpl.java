package com.example.demo.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.ProductSales;
import com.example.demo.mapper.ProductSalesMapper;
import com.example.demo.service.ProductSalesService;
import java.util.Collections;
import org.springframework.stereotype.Service;

/**
 * Default implementation of {@link ProductSalesService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ProductSalesServiceImpl extends ServiceImpl<ProductSalesMapper, ProductSales> implements ProductSalesService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public ProductSalesServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public PageResult<ProductSales> page(ProductSales filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<ProductSales> query = Wrappers.lambdaQuery(ProductSales.class);
        if (filter != null) {
            query.eq(filter.getProductId() != null, ProductSales::getProductId, filter.getProductId());
            query.eq(filter.getProductName() != null, ProductSales::getProductName, filter.getProductName());
            query.eq(filter.getUnitsSold() != null, ProductSales::getUnitsSold, filter.getUnitsSold());
            query.eq(filter.getRevenue() != null, ProductSales::getRevenue, filter.getRevenue());
        }
        query.orderByAsc(ProductSales::getProductId);
        IPage<ProductSales> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }
}
