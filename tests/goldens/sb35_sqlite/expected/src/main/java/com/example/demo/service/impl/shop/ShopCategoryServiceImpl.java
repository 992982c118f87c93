package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResponse;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.shop.ShopCategory;
import com.example.demo.mapper.shop.ShopCategoryMapper;
import com.example.demo.service.shop.ShopCategoryService;
import java.util.Collections;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopCategoryService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopCategoryServiceImpl extends ServiceImpl<ShopCategoryMapper, ShopCategory> implements ShopCategoryService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public ShopCategoryServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public ShopCategory findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResponse<ShopCategory> page(ShopCategory filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<ShopCategory> query = Wrappers.lambdaQuery(ShopCategory.class);
        if (filter != null) {
            query.eq(filter.getId() != null, ShopCategory::getId, filter.getId());
            query.eq(filter.getParentId() != null, ShopCategory::getParentId, filter.getParentId());
            query.eq(filter.getName() != null, ShopCategory::getName, filter.getName());
            query.eq(filter.getSortOrder() != null, ShopCategory::getSortOrder, filter.getSortOrder());
        }
        query.orderByAsc(ShopCategory::getId);
        IPage<ShopCategory> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopCategory create(ShopCategory row) {
        row.setId(null); // the database fills it
        if (row.getParentId() == null
            && row.getName() == null
            && row.getSortOrder() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        ShopCategory stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public ShopCategory update(ShopCategory row) {
        rowChanges.check(row);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<ShopCategory> replace = Wrappers.lambdaUpdate(ShopCategory.class).eq(ShopCategory::getId, id);
        replace.set(row.getParentId() == null, ShopCategory::getParentId, null);
        replace.set(row.getName() == null, ShopCategory::getName, null);
        replace.set(row.getSortOrder() == null, ShopCategory::getSortOrder, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public ShopCategory patch(Long id, Map<String, Object> changes) {
        ShopCategory row = findByKey(id);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setId(id);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return removeById(id);
    }
}
