package com.example.demo.service.impl;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.ProductSales;
import com.example.demo.mapper.ProductSalesMapper;
import com.example.demo.service.ProductSalesService;
import org.springframework.stereotype.Service;

/**
 * Default implementation of {@link ProductSalesService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ProductSalesServiceImpl extends ServiceImpl<ProductSalesMapper, ProductSales> implements ProductSalesService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final RowChanges rowChanges;

    public ProductSalesServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public PageResult<ProductSales> page(ProductSales filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<ProductSales> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }
}
