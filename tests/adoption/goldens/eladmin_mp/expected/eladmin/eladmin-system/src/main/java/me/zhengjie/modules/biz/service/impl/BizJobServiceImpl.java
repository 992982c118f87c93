package me.zhengjie.modules.biz.service.impl;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.conditions.update.LambdaUpdateWrapper;
import com.baomidou.mybatisplus.core.metadata.IPage;
import com.baomidou.mybatisplus.core.toolkit.Wrappers;
import com.baomidou.mybatisplus.extension.plugins.pagination.Page;
import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import me.zhengjie.common.ConflictException;
import me.zhengjie.common.InvalidRequestException;
import me.zhengjie.common.RowChanges;
import me.zhengjie.modules.biz.service.BizJobService;
import me.zhengjie.modules.system.domain.Job;
import me.zhengjie.modules.system.mapper.JobMapper;
import me.zhengjie.utils.PageResult;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Default implementation of {@link BizJobService} over MyBatis-Plus' {@link ServiceImpl}.
 */
@Service
public class BizJobServiceImpl extends ServiceImpl<JobMapper, Job> implements BizJobService {

    private static final long MAX_PAGE_SIZE = 500;

    private final RowChanges rowChanges;

    public BizJobServiceImpl(RowChanges rowChanges) {
        this.rowChanges = rowChanges;
    }

    @Override
    public Job findByKey(Long id) {
        return getById(id);
    }

    @Override
    public Job findByName(String name) {
        return getOne(Wrappers.lambdaQuery(Job.class).eq(Job::getName, name));
    }

    @Override
    public PageResult<Job> page(Job filter, long page, long size) {
        if (page < 1 || size < 1 || size > MAX_PAGE_SIZE) {
            String field = page < 1 ? "page" : "size";
            String problem = page < 1 ? "page must be 1 or more" : "size must be between 1 and " + MAX_PAGE_SIZE;
            throw new InvalidRequestException(problem, Collections.singletonMap(field, problem));
        }
        long pageNo = page;
        long pageSize = size;
        LambdaQueryWrapper<Job> query = Wrappers.lambdaQuery(Job.class);
        if (filter != null) {
            query.eq(filter.getId() != null, Job::getId, filter.getId());
            query.eq(filter.getName() != null, Job::getName, filter.getName());
            query.eq(filter.getEnabled() != null, Job::getEnabled, filter.getEnabled());
            query.eq(filter.getJobSort() != null, Job::getJobSort, filter.getJobSort());
            query.eq(filter.getCreateBy() != null, Job::getCreateBy, filter.getCreateBy());
            query.eq(filter.getUpdateBy() != null, Job::getUpdateBy, filter.getUpdateBy());
            query.eq(filter.getCreateTime() != null, Job::getCreateTime, filter.getCreateTime());
            query.eq(filter.getUpdateTime() != null, Job::getUpdateTime, filter.getUpdateTime());
        }
        query.orderByAsc(Job::getId);
        IPage<Job> result = page(new Page<>(pageNo, pageSize), query);
        return new PageResult<>(result.getRecords(), result.getTotal());
    }

    @Override
    @Transactional
    public Job create(Job row) {
        row.setCreateBy(null); // the fill handler writes it, never a client
        row.setUpdateBy(null); // the fill handler writes it, never a client
        row.setCreateTime(null); // the fill handler writes it, never a client
        row.setUpdateTime(null); // the fill handler writes it, never a client
        row.setId(null); // the database fills it
        checkUnique(row, false);
        save(row);
        Job stored = findByKey(row.getId());
        return stored != null ? stored : row;
    }

    @Override
    @Transactional
    public Job update(Job row) {
        row.setCreateBy(null); // the fill handler or the stored value: the server writes it, never a client
        row.setUpdateBy(null); // the fill handler or the stored value: the server writes it, never a client
        row.setCreateTime(null); // the fill handler or the stored value: the server writes it, never a client
        row.setUpdateTime(null); // the fill handler or the stored value: the server writes it, never a client
        rowChanges.check(row, "createBy", "updateBy", "createTime", "updateTime");
        checkUnique(row, true);
        Long id = row.getId();
        // the entity sets the columns it holds a value for, the wrapper sets the others to NULL
        LambdaUpdateWrapper<Job> replace = Wrappers.lambdaUpdate(Job.class).eq(Job::getId, id);
        replace.set(row.getName() == null, Job::getName, null);
        replace.set(row.getEnabled() == null, Job::getEnabled, null);
        replace.set(row.getJobSort() == null, Job::getJobSort, null);
        if (!update(row, replace)) {
            return null;
        }
        return findByKey(id);
    }

    @Override
    @Transactional
    public Job patch(Long id, Map<String, Object> changes) {
        Job row = findByKey(id);
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

    /**
     * Refuse {@code row} when another row holds the values of one of its unique keys (409,
     * naming the fields); {@code update}: the row with {@code row}'s key is not "another".
     */
    private void checkUnique(Job row, boolean update) {
        if (row.getName() != null) {
            Job other = findByName(row.getName());
            if (other != null && !(update && Objects.equals(other.getId(), row.getId()))) {
                Map<String, String> errors = new LinkedHashMap<>();
                errors.put("name", "is taken");
                throw new ConflictException("sys_job.name is taken: another row has the same value",
                    errors, "uniq_name");
            }
        }
    }
}
