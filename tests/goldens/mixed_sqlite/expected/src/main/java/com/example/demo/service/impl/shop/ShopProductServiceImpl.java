package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopProduct;
import com.example.demo.mapper.shop.ShopProductMapper;
import com.example.demo.service.shop.ShopProductService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopProductService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopProductServiceImpl extends ServiceImpl<ShopProductMapper, ShopProduct> implements ShopProductService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public ShopProduct findByKey(Long id) {
        return getById(id);
    }

    @Override
    public ShopProduct findBySku(String sku) {
        return getOne(new QueryWrapper<ShopProduct>().eq("sku", sku));
    }

    @Override
    public PageResult<ShopProduct> page(ShopProduct filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<ShopProduct> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopProduct create(ShopProduct row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(ShopProduct row) {
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
    private static boolean hasChanges(ShopProduct row) {
        return row.getCategoryId() != null
            || row.getSku() != null
            || row.getName() != null
            || row.getPrice() != null
            || row.getWeightKg() != null
            || row.getOnSale() != null
            || row.getReleaseDate() != null
            || row.getImage() != null
            || row.getDescription() != null;
    }

    @Override
    @Transactional
    public int createBatch(List<ShopProduct> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public ShopProduct upsert(ShopProduct row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
