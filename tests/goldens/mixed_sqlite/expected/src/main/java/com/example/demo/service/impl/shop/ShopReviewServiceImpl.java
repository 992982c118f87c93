package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.entity.shop.ShopReview;
import com.example.demo.mapper.shop.ShopReviewMapper;
import com.example.demo.service.shop.ShopReviewService;
import java.util.List;
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
        IPage<ShopReview> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
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

    @Override
    @Transactional
    public int createBatch(List<ShopReview> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public ShopReview upsert(ShopReview row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
