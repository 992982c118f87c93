package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.shop.ShopCategory;
import com.example.demo.mapper.shop.ShopCategoryMapper;
import com.example.demo.service.shop.ShopCategoryService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopCategoryService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopCategoryServiceImpl extends ServiceImpl<ShopCategoryMapper, ShopCategory> implements ShopCategoryService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public ShopCategory findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResponse<ShopCategory> page(ShopCategory filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<ShopCategory> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getId() != null, "id", filter.getId());
            query.eq(filter.getParentId() != null, "parent_id", filter.getParentId());
            query.eq(filter.getName() != null, "name", filter.getName());
            query.eq(filter.getSortOrder() != null, "sort_order", filter.getSortOrder());
        }
        query.orderByAsc("id");
        IPage<ShopCategory> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopCategory create(ShopCategory row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(ShopCategory row) {
        if (!hasChanges(row)) {
            return findByKey(row.getId()) != null;
        }
        return updateById(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return removeById(id);
    }

    /** True when {@code row} sets at least one updatable column (an empty SET is not SQL). */
    private static boolean hasChanges(ShopCategory row) {
        return row.getParentId() != null
            || row.getName() != null
            || row.getSortOrder() != null;
    }
}
