package me.zhengjie.base.mybatis;

import com.baomidou.mybatisplus.core.conditions.query.LambdaQueryWrapper;
import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import com.baomidou.mybatisplus.core.toolkit.support.SFunction;

/**
 * A team's base mapper over MyBatis-Plus' (ruoyi-vue-pro's BaseMapperX shape): added to the
 * eladmin-mp copy by the genix adoption golden, which generates its mappers extending it.
 */
public interface BaseMapperX<T> extends BaseMapper<T> {

    default T selectOne(SFunction<T, ?> field, Object value) {
        return selectOne(new LambdaQueryWrapper<T>().eq(field, value));
    }
}
