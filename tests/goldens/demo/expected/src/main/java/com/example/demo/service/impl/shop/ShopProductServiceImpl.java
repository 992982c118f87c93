package com.example.demo.service.impl.shop;

import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopProduct;
import com.example.demo.mapper.shop.ShopProductMapper;
import com.example.demo.service.shop.ShopProductService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopProductService} over {@link ShopProductMapper}.
 */
@Service
public class ShopProductServiceImpl implements ShopProductService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final ShopProductMapper mapper;

    public ShopProductServiceImpl(ShopProductMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public ShopProduct findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public ShopProduct findBySku(String sku) {
        return mapper.selectBySku(sku);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ShopProduct> page(ShopProduct filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        long total = mapper.count(filter);
        List<ShopProduct> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopProduct create(ShopProduct row) {
        mapper.insert(row);
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<ShopProduct> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(ShopProduct row) {
        if (!hasChanges(row)) {
            return mapper.selectByKey(row.getId()) != null;
        }
        return mapper.updateByKey(row) > 0;
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long id) {
        return mapper.deleteByKey(id) > 0;
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
