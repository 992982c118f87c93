package com.ruoyi.system.service.impl;

import com.ruoyi.common.RowChanges;
import com.ruoyi.system.domain.SysPost;
import com.ruoyi.system.mapper.BizPostMapper;
import com.ruoyi.system.service.IBizPostService;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link IBizPostService} over {@link BizPostMapper}.
 */
@Service
public class BizPostServiceImpl implements IBizPostService {

    private final BizPostMapper mapper;
    private final RowChanges rowChanges;

    public BizPostServiceImpl(BizPostMapper mapper, RowChanges rowChanges) {
        this.mapper = mapper;
        this.rowChanges = rowChanges;
    }

    @Override
    @Transactional(readOnly = true)
    public SysPost findByKey(Long postId) {
        return mapper.selectByKey(postId);
    }

    @Override
    @Transactional(readOnly = true)
    public List<SysPost> list(SysPost filter) {
        return mapper.selectList(filter);
    }

    @Override
    @Transactional
    public SysPost create(SysPost row) {
        row.setCreateTime(new Date()); // the server writes it, never a client
        row.setUpdateTime(new Date()); // the server writes it, never a client
        mapper.insert(row);
        SysPost stored = mapper.selectByKey(row.getPostId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public int createBatch(List<SysPost> rows) {
        if (rows != null) {
            for (SysPost row : rows) {
                row.setCreateTime(new Date()); // the server writes it, never a client
                row.setUpdateTime(new Date()); // the server writes it, never a client
            }
        }
        return rows == null || rows.isEmpty() ? 0 : mapper.insertBatch(rows);
    }

    @Override
    @Transactional
    public SysPost update(SysPost row) {
        row.setCreateTime(null); // the stored value stays: the server writes it, never a client
        row.setUpdateTime(new Date());
        rowChanges.check(row, "createBy", "createTime", "updateBy", "updateTime", "remark");
        if (mapper.replaceByKey(row) == 0) {
            return null;
        }
        return mapper.selectByKey(row.getPostId());
    }

    @Override
    @Transactional
    public SysPost patch(Long postId, Map<String, Object> changes) {
        SysPost row = mapper.selectByKey(postId);
        if (row == null) {
            return null;
        }
        rowChanges.patch(row, changes);
        row.setPostId(postId);
        return update(row);
    }

    @Override
    @Transactional
    public boolean deleteByKey(Long postId) {
        return mapper.deleteByKey(postId) > 0;
    }
}
