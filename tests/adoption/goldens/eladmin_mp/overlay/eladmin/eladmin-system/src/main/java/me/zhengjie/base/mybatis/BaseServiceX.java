package me.zhengjie.base.mybatis;

import com.baomidou.mybatisplus.extension.service.IService;

/** A team's base service over MyBatis-Plus' IService (added by the genix adoption golden). */
public interface BaseServiceX<T> extends IService<T> {

    default long total() {
        return count();
    }
}
