package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.ConflictException;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.shop.ShopProduct;
import com.example.demo.mapper.shop.ShopProductMapper;
import com.example.demo.service.shop.ShopProductService;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopProductService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopProductServiceImpl extends ServiceImpl<ShopProductMapper, ShopProduct> implements ShopProductService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public ShopProductServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public ShopProduct findByKey(Long id) {
        return getById(id);
    }

    @Override
    public ShopProduct findBySku(String sku) {
        return getOne(Wrappers.lambdaQuery(ShopProduct.class).eq(ShopProduct::getSku, sku));
    }

    @Override
    public PageResult<ShopProduct> page(ShopProduct filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<ShopProduct> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopProduct create(ShopProduct row) {
        row.setId(null); // the database fills it
        checkUnique(row, false);
        if (row.getCategoryId() == null
            && row.getSku() == null
            && row.getName() == null
            && row.getPrice() == null
            && row.getWeightKg() == null
            && row.getOnSale() == null
            && row.getReleaseDate() == null
            && row.getImage() == null
            && row.getDescription() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        ShopProduct stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public ShopProduct update(ShopProduct row) {
        rowChanges.check(row);
        checkUnique(row, true);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<ShopProduct> replace = Wrappers.lambdaUpdate(ShopProduct.class).eq(ShopProduct::getId, id);
        replace.set(row.getCategoryId() == null, ShopProduct::getCategoryId, null);
        replace.set(row.getSku() == null, ShopProduct::getSku, null);
        replace.set(row.getName() == null, ShopProduct::getName, null);
        replace.set(row.getPrice() == null, ShopProduct::getPrice, null);
        replace.set(row.getWeightKg() == null, ShopProduct::getWeightKg, null);
        replace.set(row.getOnSale() == null, ShopProduct::getOnSale, null);
        replace.set(row.getReleaseDate() == null, ShopProduct::getReleaseDate, null);
        replace.set(row.getImage() == null, ShopProduct::getImage, null);
        replace.set(row.getDescription() == null, ShopProduct::getDescription, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public ShopProduct patch(Long id, Map<String, Object> changes) {
        ShopProduct row = findByKey(id);
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

    /**
     * Refuse {@code row} when another row holds the values of one of its unique keys (409,
     * naming the fields); {@code update}: the row with {@code row}'s key is not "another".
     */
    private void checkUnique(ShopProduct row, boolean update) {
        if (row.getSku() != null) {
            ShopProduct other = findBySku(row.getSku());
            if (other != null && !(update && Objects.equals(other.getId(), row.getId()))) {
                Map<String, String> errors = new LinkedHashMap<>();
                errors.put("sku", "is taken");
                throw new ConflictException("shop_product.sku is taken: another row has the same value",
                    errors, null);
            }
        }
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
