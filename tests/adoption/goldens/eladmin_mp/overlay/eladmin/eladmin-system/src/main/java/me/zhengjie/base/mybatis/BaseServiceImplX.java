package me.zhengjie.base.mybatis;

import com.baomidou.mybatisplus.extension.service.impl.ServiceImpl;

/** A team's base service implementation over MyBatis-Plus' ServiceImpl (added by the genix adoption golden). */
public abstract class BaseServiceImplX<M extends BaseMapperX<T>, T> extends ServiceImpl<M, T>
        implements BaseServiceX<T> {
}
