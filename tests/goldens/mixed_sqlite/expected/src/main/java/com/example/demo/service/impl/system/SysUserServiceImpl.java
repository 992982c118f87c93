package com.example.demo.service.impl.system;

import com.baomidou.mybatisplus.core.conditions.query.QueryWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import com.example.demo.common.PageResult;
import com.example.demo.entity.system.SysUser;
import com.example.demo.mapper.system.SysUserMapper;
import com.example.demo.service.system.SysUserService;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link SysUserService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class SysUserServiceImpl extends ServiceImpl<SysUserMapper, SysUser> implements SysUserService {

    private static final long MAX_PAGE_SIZE = 1000;

    @Override
    public SysUser findByKey(Long id) {
        return getById(id);
    }

    @Override
    public SysUser findByUsername(String username) {
        return getOne(new QueryWrapper<SysUser>().eq("username", username));
    }

    @Override
    public PageResult<SysUser> page(SysUser filter, long page, long size) {
        long pageNo = Math.max(page, 1);
        long pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        IPage<SysUser> result = getBaseMapper().selectPageByFilter(new Page<>(pageNo, pageSize), filter);
        return new PageResult<>(result.getRecords(), result.getTotal(), pageNo, pageSize);
    }

    @Override
    @Transactional
    public SysUser create(SysUser row) {
        save(row);
        return row;
    }

    @Override
    @Transactional
    public boolean update(SysUser row) {
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
    private static boolean hasChanges(SysUser row) {
        return row.getUsername() != null
            || row.getEmail() != null
            || row.getPasswordHash() != null
            || row.getIsActive() != null
            || row.getAvatar() != null
            || row.getCreatedAt() != null
            || row.getUpdatedAt() != null;
    }

    @Override
    @Transactional
    public int createBatch(List<SysUser> rows) {
        return rows == null || rows.isEmpty() ? 0 : getBaseMapper().insertBatch(rows);
    }

    @Override
    @Transactional
    public SysUser upsert(SysUser row) {
        if (row.getId() == null) {
            save(row);
            return row;
        }
        getBaseMapper().upsert(row);
        return findByKey(row.getId());
    }
}
