package com.example.sakila.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.sakila.common.InvalidRequestException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.RowChanges;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Inventory;
import com.example.sakila.mapper.FilmMapper;
import com.example.sakila.mapper.InventoryMapper;
import com.example.sakila.service.InventoryService;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link InventoryService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class InventoryServiceImpl extends ServiceImpl<InventoryMapper, Inventory> implements InventoryService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;
    private final FilmMapper filmMapper;

    public InventoryServiceImpl(
            RowChanges rowChanges,
            FilmMapper filmMapper) {
        this.rowChanges = rowChanges;
        this.filmMapper = filmMapper;
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
        LambdaQueryWrapper<Inventory> query = Wrappers.lambdaQuery(Inventory.class);
        if (filter != null) {
            query.eq(filter.getInventoryId() != null, Inventory::getInventoryId, filter.getInventoryId());
            query.eq(filter.getFilmId() != null, Inventory::getFilmId, filter.getFilmId());
            query.eq(filter.getStoreId() != null, Inventory::getStoreId, filter.getStoreId());
            query.eq(filter.getLastUpdate() != null, Inventory::getLastUpdate, filter.getLastUpdate());
        }
        query.orderByAsc(Inventory::getInventoryId);
        IPage<Inventory> result = page(new Page<>(pageNo, pageSize), query);
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
        if (!rows.isEmpty() && with.contains("film")) {
            loadFilm(rows);
        }
    }

    /** Many-to-one {@code film}: one read for all {@code rows}. */
    private void loadFilm(List<Inventory> rows) {
        Set<Object> keys = new LinkedHashSet<>();
        for (Inventory row : rows) {
            if (row.getFilmId() != null) {
                keys.add(row.getFilmId());
            }
        }
        Map<Object, Film> found = new HashMap<>();
        if (!keys.isEmpty()) {
            for (Film target : filmMapper.selectList(Wrappers.lambdaQuery(Film.class).in(Film::getFilmId, keys))) {
                found.put(Objects.toString(target.getFilmId(), null), target);
            }
        }
        for (Inventory row : rows) {
            row.setFilm(found.get(Objects.toString(row.getFilmId(), null)));
        }
    }
}
