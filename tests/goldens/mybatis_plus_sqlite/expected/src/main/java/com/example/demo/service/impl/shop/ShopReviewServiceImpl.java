package com.example.demo.service.impl.shop;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.InvalidRequestException;
import com.example.demo.common.PageResult;
import com.example.demo.common.RowChanges;
import com.example.demo.entity.shop.ShopReview;
import com.example.demo.mapper.shop.ShopReviewMapper;
import com.example.demo.service.shop.ShopReviewService;
import java.util.Collections;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link ShopReviewService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class ShopReviewServiceImpl extends ServiceImpl<ShopReviewMapper, ShopReview> implements ShopReviewService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public ShopReviewServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public ShopReview findByKey(Long id) {
        return getById(id);
    }

    @Override
    public PageResult<ShopReview> page(ShopReview filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<ShopReview> query = Wrappers.lambdaQuery(ShopReview.class);
        if (filter != null) {
            query.eq(filter.getId() != null, ShopReview::getId, filter.getId());
            query.eq(filter.getProductId() != null, ShopReview::getProductId, filter.getProductId());
            query.eq(filter.getUserId() != null, ShopReview::getUserId, filter.getUserId());
            query.eq(filter.getRating() != null, ShopReview::getRating, filter.getRating());
            query.eq(filter.getCreatedAt() != null, ShopReview::getCreatedAt, filter.getCreatedAt());
        }
        query.orderByAsc(ShopReview::getId);
        IPage<ShopReview> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public ShopReview create(ShopReview row) {
        row.setId(null); // the database fills it
        if (row.getProductId() == null
            && row.getUserId() == null
            && row.getRating() == null
            && row.getComment() == null
            && row.getCreatedAt() == null) {
            getBaseMapper().insertDefaults(row); // MyBatis-Plus writes no INSERT without a value
        } else {
            save(row);
        }
        ShopReview stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public ShopReview update(ShopReview row) {
        rowChanges.check(row);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<ShopReview> replace = Wrappers.lambdaUpdate(ShopReview.class).eq(ShopReview::getId, id);
        replace.set(row.getProductId() == null, ShopReview::getProductId, null);
        replace.set(row.getUserId() == null, ShopReview::getUserId, null);
        replace.set(row.getRating() == null, ShopReview::getRating, null);
        replace.set(row.getComment() == null, ShopReview::getComment, null);
        replace.set(row.getCreatedAt() == null, ShopReview::getCreatedAt, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public ShopReview patch(Long id, Map<String, Object> changes) {
        ShopReview row = findByKey(id);
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
}
