package me.zhengjie.modules.biz.mapper;

import com.baomidou.mybatisplus.core.mapper.BaseMapper;
import me.zhengjie.modules.biz.domain.Customer;
import org.apache.ibatis.annotations.Mapper;

/**
 * MyBatis-Plus mapper of table {@code biz_customer}
 * (客户信息表): CRUD from {@link BaseMapper}.
 */
@Mapper
public interface CustomerMapper extends BaseMapper<Customer> {
}
