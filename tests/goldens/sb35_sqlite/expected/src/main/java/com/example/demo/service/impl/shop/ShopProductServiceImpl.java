package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResponse;
import com.example.demo.entity.shop.ShopProduct;
import com.example.demo.mapper.shop.ShopProductMapper;
import com.example.demo.service.shop.ShopProductService;
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
    public PageResponse<ShopProduct> page(ShopProduct filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<ShopProduct> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getId() != null, "id", filter.getId());
            query.eq(filter.getCategoryId() != null, "category_id", filter.getCategoryId());
            query.eq(filter.getSku() != null, "sku", filter.getSku());
            query.eq(filter.getName() != null, "name", filter.getName());
            query.eq(filter.getPrice() != null, "price", filter.getPrice());
            query.eq(filter.getWeightKg() != null, "weight_kg", filter.getWeightKg());
            query.eq(filter.getOnSale() != null, "on_sale", filter.getOnSale());
            query.eq(filter.getReleaseDate() != null, "release_date", filter.getReleaseDate());
        }
        query.orderByAsc("id");
        IPage<ShopProduct> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResponse<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
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
}
