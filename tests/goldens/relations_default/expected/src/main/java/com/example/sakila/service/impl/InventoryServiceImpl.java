package com.example.sakila.service.impl;

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
 * Default implementation of {@link InventoryService} over {@link InventoryMapper}.
 */
@Service
public class InventoryServiceImpl implements InventoryService {

    private static final long MAX_PAGE_SIZE = 500;

    private final InventoryMapper mapper;
    private final RowChanges rowChanges;

    public InventoryServiceImpl(InventoryMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public Inventory findByKey(Long inventoryId) {
        return mapper.selectByKey(inventoryId);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<Inventory> page(Inventory filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<Inventory> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public Inventory create(Inventory row) {
        mapper.insert(row);
        Inventory stored = mapper.selectByKey(row.getInventoryId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<Inventory> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public Inventory update(Inventory row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getInventoryId());
    }

    @Override
    @Transactional
    public Inventory patch(Long inventoryId, Map<String, Object> changes) {
        Inventory row = mapper.selectByKey(inventoryId);
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
        return mapper.deleteByKey(inventoryId) > 0;
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
            attach(rows, mapper.selectFilmRelation(keys), Inventory::getFilm, Inventory::setFilm, () -> null);
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
}
