package com.ruoyi.system.domain;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.ruoyi.common.core.domain.BaseEntity;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.util.Objects;

/**
 * 客户信息表
 * <p>Table: {@code biz_customer}</p>
 */
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
public class Customer extends BaseEntity implements Serializable {

    private static final long serialVersionUID = 1L;

    /** 客户ID (primary key) */
    private Long customerId;

    /** 客户名称 */
    @NotBlank
    @Size(max = 50)
    private String customerName;

    /** 手机号码 */
    @Size(max = 20)
    private String phone;

    /** 邮箱 */
    @Size(max = 50)
    private String email;

    /** 登录密码 */
    @Size(max = 100)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    private String loginPassword;

    /** 状态（0正常 1停用） */
    @Size(max = 1)
    private String status;

    /** 删除标志（0代表存在 2代表删除） */
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    private String delFlag;

    public Long getCustomerId() {
        return customerId;
    }

    public void setCustomerId(Long customerId) {
        this.customerId = customerId;
    }

    public String getCustomerName() {
        return customerName;
    }

    public void setCustomerName(String customerName) {
        this.customerName = customerName;
    }

    public String getPhone() {
        return phone;
    }

    public void setPhone(String phone) {
        this.phone = phone;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getLoginPassword() {
        return loginPassword;
    }

    public void setLoginPassword(String loginPassword) {
        this.loginPassword = loginPassword;
    }

    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    public String getDelFlag() {
        return delFlag;
    }

    public void setDelFlag(String delFlag) {
        this.delFlag = delFlag;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        Customer that = (Customer) o;
        return Objects.equals(this.customerId, that.customerId)
            && Objects.equals(this.customerName, that.customerName)
            && Objects.equals(this.phone, that.phone)
            && Objects.equals(this.email, that.email)
            && Objects.equals(this.loginPassword, that.loginPassword)
            && Objects.equals(this.status, that.status)
            && Objects.equals(this.delFlag, that.delFlag)
            && Objects.equals(getCreateBy(), that.getCreateBy())
            && Objects.equals(getCreateTime(), that.getCreateTime())
            && Objects.equals(getUpdateBy(), that.getUpdateBy())
            && Objects.equals(getUpdateTime(), that.getUpdateTime())
            && Objects.equals(getRemark(), that.getRemark());
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.customerId);
        result = 31 * result + Objects.hashCode(this.customerName);
        result = 31 * result + Objects.hashCode(this.phone);
        result = 31 * result + Objects.hashCode(this.email);
        result = 31 * result + Objects.hashCode(this.loginPassword);
        result = 31 * result + Objects.hashCode(this.status);
        result = 31 * result + Objects.hashCode(this.delFlag);
        result = 31 * result + Objects.hashCode(getCreateBy());
        result = 31 * result + Objects.hashCode(getCreateTime());
        result = 31 * result + Objects.hashCode(getUpdateBy());
        result = 31 * result + Objects.hashCode(getUpdateTime());
        result = 31 * result + Objects.hashCode(getRemark());
        return result;
    }

    @Override
    public String toString() {
        return "Customer{"
            + "customerId=" + this.customerId
            + ", customerName=" + this.customerName
            + ", phone=" + this.phone
            + ", email=" + this.email
            + ", status=" + this.status
            + ", delFlag=" + this.delFlag
            + ", createBy=" + getCreateBy()
            + ", createTime=" + getCreateTime()
            + ", updateBy=" + getUpdateBy()
            + ", updateTime=" + getUpdateTime()
            + ", remark=" + getRemark()
            + "}";
    }
}
