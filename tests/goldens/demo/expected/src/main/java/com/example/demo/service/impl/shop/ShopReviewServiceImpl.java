package com.example.demo.service.impl.shop;

import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopReview;
import com.example.demo.mapper.shop.ShopReviewMapper;
import com.example.demo.service.shop.ShopReviewService;
import java.util.Collections;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopReviewService} over {@link ShopReviewMapper}.
 */
@Service
public class ShopReviewServiceImpl implements ShopReviewService {

    private static final long MAX_PAGE_SIZE = 1000;

    private final ShopReviewMapper mapper;

    public ShopReviewServiceImpl(ShopReviewMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    @Transactional(readOnly = true)
    public ShopReview findByKey(Long id) {
        return mapper.selectByKey(id);
    }

    @Override
    @Transactional(readOnly = true)
    public PageResult<ShopReview> page(ShopReview filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
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
        return row;
    }

    @Override
    @Transactional
    public int createBatch(List<ShopReview> rows) {
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public boolean update(ShopReview row) {
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
    private static boolean hasChanges(ShopReview row) {
        return row.getProductId() != null
            || row.getUserId() != null
            || row.getRating() != null
            || row.getComment() != null
            || row.getCreatedAt() != null;
    }
}
