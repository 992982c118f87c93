-- New business tables in RuoYi's style (the ones genix generates into RuoYi-Vue in the adoption
-- tests): del_flag '0' exists / '2' deleted, status '0' normal / '1' disabled, the audit columns
-- BaseEntity maps (create_by, create_time, update_by, update_time, remark), a password-like column.

drop table if exists biz_order_item;
drop table if exists biz_order;
drop table if exists biz_customer;

create table biz_customer (
  customer_id       bigint(20)      not null auto_increment    comment '客户ID',
  customer_name     varchar(50)     not null                   comment '客户名称',
  phone             varchar(20)     default ''                 comment '手机号码',
  email             varchar(50)     default ''                 comment '邮箱',
  login_password    varchar(100)    default ''                 comment '登录密码',
  status            char(1)         default '0'                comment '状态（0正常 1停用）',
  del_flag          char(1)         default '0'                comment '删除标志（0代表存在 2代表删除）',
  create_by         varchar(64)     default ''                 comment '创建者',
  create_time       datetime                                   comment '创建时间',
  update_by         varchar(64)     default ''                 comment '更新者',
  update_time       datetime                                   comment '更新时间',
  remark            varchar(500)    default null               comment '备注',
  primary key (customer_id)
) engine=innodb auto_increment=100 comment = '客户信息表';

create table biz_order (
  order_id          bigint(20)      not null auto_increment    comment '订单ID',
  order_no          varchar(32)     not null                   comment '订单编号',
  customer_id       bigint(20)      not null                   comment '客户ID',
  total_amount      decimal(10,2)   default 0.00               comment '订单金额',
  pay_token         varchar(128)    default null               comment '支付令牌',
  status            char(1)         default '0'                comment '订单状态（0待支付 1已支付 2已取消）',
  del_flag          char(1)         default '0'                comment '删除标志（0代表存在 2代表删除）',
  create_by         varchar(64)     default ''                 comment '创建者',
  create_time       datetime                                   comment '创建时间',
  update_by         varchar(64)     default ''                 comment '更新者',
  update_time       datetime                                   comment '更新时间',
  remark            varchar(500)    default null               comment '备注',
  primary key (order_id),
  unique key uk_order_no (order_no),
  constraint fk_order_customer foreign key (customer_id) references biz_customer (customer_id)
) engine=innodb auto_increment=100 comment = '订单表';

create table biz_order_item (
  item_id           bigint(20)      not null auto_increment    comment '明细ID',
  order_id          bigint(20)      not null                   comment '订单ID',
  product_name      varchar(100)    not null                   comment '商品名称',
  quantity          int(11)         default 1                  comment '数量',
  price             decimal(10,2)   default 0.00               comment '单价',
  del_flag          char(1)         default '0'                comment '删除标志（0代表存在 2代表删除）',
  create_by         varchar(64)     default ''                 comment '创建者',
  create_time       datetime                                   comment '创建时间',
  update_by         varchar(64)     default ''                 comment '更新者',
  update_time       datetime                                   comment '更新时间',
  primary key (item_id),
  constraint fk_item_order foreign key (order_id) references biz_order (order_id)
) engine=innodb auto_increment=100 comment = '订单明细表';
