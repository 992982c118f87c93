package me.zhengjie.modules.biz.domain;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableLogic;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import io.swagger.annotations.ApiModelProperty;
import java.io.Serializable;
import javax.validation.constraints.NotBlank;
import javax.validation.constraints.Size;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.ToString;
import me.zhengjie.base.mybatis.RemarkEntity;

/**
 * 客户信息表
 * <p>Table: {@code biz_customer}</p>
 */
@Data
@EqualsAndHashCode(callSuper = false)
@ToString(callSuper = false)
@ApiModel(description = "客户信息表")
@JsonPropertyOrder({
    "customerId",
    "customerName",
    "phone",
    "email",
    "loginPassword",
    "status",
    "delFlag",
    "createBy",
    "createTime",
    "updateBy",
    "updateTime",
    "remark",
})
@TableName("biz_customer")
@JsonIgnoreProperties(ignoreUnknown = true)
public class Customer extends RemarkEntity implements Serializable {

    private static final long serialVersionUID = 1L;

    /** 客户ID (primary key) */
    @ApiModelProperty(value = "客户ID")
    @TableId(value = "customer_id", type = IdType.AUTO)
    private Long customerId;

    /** 客户名称 */
    @ApiModelProperty(value = "客户名称")
    @NotBlank
    @Size(max = 50)
    private String customerName;

    /** 手机号码 */
    @ApiModelProperty(value = "手机号码")
    @Size(max = 20)
    private String phone;

    /** 邮箱 */
    @ApiModelProperty(value = "邮箱")
    @Size(max = 50)
    private String email;

    /** 登录密码 */
    @ApiModelProperty(value = "登录密码")
    @Size(max = 100)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    @ToString.Exclude
    @TableField(select = false)
    private String loginPassword;

    /** 状态（0正常 1停用） */
    @ApiModelProperty(value = "状态（0正常 1停用）", allowableValues = "0,1")
    @Size(max = 1)
    private String status;

    /** 删除标志（0代表存在 2代表删除） */
    @ApiModelProperty(value = "删除标志（0代表存在 2代表删除）", allowableValues = "0,2", readOnly = true)
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    @TableLogic(value = "0", delval = "2")
    private String delFlag;
}
