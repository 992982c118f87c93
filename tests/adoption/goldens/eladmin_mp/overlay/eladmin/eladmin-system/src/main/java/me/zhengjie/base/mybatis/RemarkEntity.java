package me.zhengjie.base.mybatis;

import lombok.Getter;
import lombok.Setter;
import me.zhengjie.base.BaseEntity;

/** eladmin's BaseEntity with a remark: the base of the tables that have one (added by the genix adoption golden). */
@Getter
@Setter
public class RemarkEntity extends BaseEntity {

    private String remark;
}
