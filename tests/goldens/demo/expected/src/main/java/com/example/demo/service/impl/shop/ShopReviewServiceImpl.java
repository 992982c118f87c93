package com.example.demo.service.impl.shop;

import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.shop.ShopReview;
import com.example.demo.mapper.shop.ShopReviewMapper;
import com.example.demo.service.shop.ShopReviewService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopReviewService} over {@link ShopReviewMapper}.
 */
@Service
public class ShopReviewServiceImpl implements ShopReviewService {

    private static final long MAX_PAGE_SIZE = 500;

    private final ShopReviewMapper mapper;
    private final RowChanges rowChanges;

    public ShopReviewServiceImpl(ShopReviewMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public ShopReview findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ShopReview> page(ShopReview filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        long total = mapper.count(filter);
        List<ShopReview> items = total == 0
            ? Collections.emptyList()
            : mapper.selectPage(filter, (pageNo - 1) * pageSize, (int) pageSize);
        return new PageResult<>(items, total, pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopReview create(ShopReview row) {
        mapper.insert(row);
        ShopReview stored = mapper.selectByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<ShopReview> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public ShopReview update(ShopReview row) {
        rowChanges.check(row);
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getId());
    }

    @Override
    @Transactional
    public ShopReview patch(Long id, Map<String, Object> changes) {
        ShopReview row = mapper.selectByKey(id);
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
        return mapper.deleteByKey(id) > 0;
    }
}
