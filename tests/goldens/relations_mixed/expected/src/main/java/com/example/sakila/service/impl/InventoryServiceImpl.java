package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Inventory;
import com.example.sakila.mapper.InventoryMapper;
import com.example.sakila.service.InventoryService;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link InventoryService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class InventoryServiceImpl extends ServiceImpl<InventoryMapper, Inventory> implements InventoryService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public InventoryServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Inventory findByKey(Long inventoryId) {
        return getById(inventoryId);
    }

    @Override
    public PageResult<Inventory> page(Inventory filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        IPage<Inventory> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public Inventory create(Inventory row) {
        row.setInventoryId(null); // the database fills it
        if (row.getFilmId() == null
            && row.getStoreId() == null
            && row.getLastUpdate() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        Inventory stored = findByKey(row.getInventoryId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Inventory update(Inventory row) {
        rowChanges.check(row);
        Long inventoryId = row.getInventoryId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Inventory> replace = Wrappers.lambdaUpdate(Inventory.class).eq(Inventory::getInventoryId, inventoryId);
        replace.set(row.getFilmId() == null, Inventory::getFilmId, null);
        replace.set(row.getStoreId() == null, Inventory::getStoreId, null);
        replace.set(row.getLastUpdate() == null, Inventory::getLastUpdate, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(inventoryId);
    }

    @Override
    @Transactional
    public Inventory patch(Long inventoryId, Map<String, Object> changes) {
        Inventory row = findByKey(inventoryId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setInventoryId(inventoryId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long inventoryId) {
        return removeById(inventoryId);
    }

    @Override
    @Transactional(readOnly = true)
    public void loadRelations(List<Inventory> rows, Collection<String> with) {
        for (String name : with) {
            if (!RELATIONS.contains(name)) {
                throw new InvalidRequestException("unknown relation " + name, Collections.singletonMap("with",
                        "unknown relation " + name + "; relations: " + String.join(", ", RELATIONS)));
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        List<Object> keys = new ArrayList<>();
        for (Inventory row : rows) {
            keys.add(row.getInventoryId());
        }
        if (with.contains("film")) {
            attach(rows, baseMapper.selectFilmRelation(keys), Inventory::getFilm, Inventory::setFilm, () -> null);
        }
    }

    /** Give each row the relation its copy in {@code owners} (read with its key and the relation only) holds, else {@code none}. */
    private static <T> void attach(List<Inventory> rows, List<Inventory> owners, Function<Inventory, T> get,
            BiConsumer<Inventory, T> set, Supplier<T> none) {
        Map<String, T> found = new HashMap<>();
        for (Inventory owner : owners) {
            found.put(Objects.toString(owner.getInventoryId(), null), get.apply(owner));
        }
        for (Inventory row : rows) {
            T value = found.get(Objects.toString(row.getInventoryId(), null));
            set.accept(row, value != null ? value : none.get());
        }
    }

    @Override
    @Transactional
    public int createBatch(List<Inventory> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public Inventory upsert(Inventory row) {
        if (row.getInventoryId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getInventoryId());
    }
}
