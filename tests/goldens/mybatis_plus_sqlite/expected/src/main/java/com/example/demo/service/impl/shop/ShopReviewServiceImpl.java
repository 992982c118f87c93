package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopReview;
import com.example.demo.mapper.shop.ShopReviewMapper;
import com.example.demo.service.shop.ShopReviewService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopReviewService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopReviewServiceImpl extends ServiceImpl<ShopReviewMapper, ShopReview> implements ShopReviewService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public ShopReview findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<ShopReview> page(ShopReview filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        QueryWrapper<ShopReview> query = new QueryWrapper<>();
        if (filter != null) {
            query.eq(filter.getId() != null, "id", filter.getId());
            query.eq(filter.getProductId() != null, "product_id", filter.getProductId());
            query.eq(filter.getUserId() != null, "user_id", filter.getUserId());
            query.eq(filter.getRating() != null, "rating", filter.getRating());
            query.eq(filter.getCreatedAt() != null, "created_at", filter.getCreatedAt());
        }
        query.orderByAsc("id");
        IPage<ShopReview> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopReview create(ShopReview row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(ShopReview row) {
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
    private static boolean hasChanges(ShopReview row) {
        return row.getProductId() != null
            || row.getUserId() != null
            || row.getRating() != null
            || row.getComment() != null
            || row.getCreatedAt() != null;
    }
}
