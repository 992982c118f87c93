package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Objects;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Customer
 * <p>Table: {@code customer}</p>
 *
 * @author Genix Golden
 */
@ApiModel(description = "Customer")
@JsonPropertyOrder({
    "customerId",
    "storeId",
    "firstName",
    "lastName",
    "email",
    "addressId",
    "activebool",
    "createDate",
    "lastUpdate",
    "active",
})
@TableName("customer")
public class Customer implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column customer_id (primary key) */
    @TableId(value = "customer_id", type = IdType.AUTO)
    private Integer customerId;

    /** Column store_id */
    @NotNull
    private Integer storeId;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column email */
    @Size(max = 50)
    private String email;

    /** Column address_id */
    @NotNull
    private Integer addressId;

    /** Column activebool */
    private Boolean activebool;

    /** Column create_date */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate createDate;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Column active */
    private Integer active;

    public Integer getCustomerId() {
        return customerId;
    }

    public void setCustomerId(Integer customerId) {
        this.customerId = customerId;
    }

    public Integer getStoreId() {
        return storeId;
    }

    public void setStoreId(Integer storeId) {
        this.storeId = storeId;
    }

    public String getFirstName() {
        return firstName;
    }

    public void setFirstName(String firstName) {
        this.firstName = firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public void setLastName(String lastName) {
        this.lastName = lastName;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public Integer getAddressId() {
        return addressId;
    }

    public void setAddressId(Integer addressId) {
        this.addressId = addressId;
    }

    public Boolean getActivebool() {
        return activebool;
    }

    public void setActivebool(Boolean activebool) {
        this.activebool = activebool;
    }

    public LocalDate getCreateDate() {
        return createDate;
    }

    public void setCreateDate(LocalDate createDate) {
        this.createDate = createDate;
    }

    public LocalDateTime getLastUpdate() {
        return lastUpdate;
    }

    public void setLastUpdate(LocalDateTime lastUpdate) {
        this.lastUpdate = lastUpdate;
    }

    public Integer getActive() {
        return active;
    }

    public void setActive(Integer active) {
        this.active = active;
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
            && Objects.equals(this.storeId, that.storeId)
            && Objects.equals(this.firstName, that.firstName)
            && Objects.equals(this.lastName, that.lastName)
            && Objects.equals(this.email, that.email)
            && Objects.equals(this.addressId, that.addressId)
            && Objects.equals(this.activebool, that.activebool)
            && Objects.equals(this.createDate, that.createDate)
            && Objects.equals(this.lastUpdate, that.lastUpdate)
            && Objects.equals(this.active, that.active);
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.customerId);
        result = 31 * result + Objects.hashCode(this.storeId);
        result = 31 * result + Objects.hashCode(this.firstName);
        result = 31 * result + Objects.hashCode(this.lastName);
        result = 31 * result + Objects.hashCode(this.email);
        result = 31 * result + Objects.hashCode(this.addressId);
        result = 31 * result + Objects.hashCode(this.activebool);
        result = 31 * result + Objects.hashCode(this.createDate);
        result = 31 * result + Objects.hashCode(this.lastUpdate);
        result = 31 * result + Objects.hashCode(this.active);
        return result;
    }

    @Override
    public String toString() {
        return "Customer{"
            + "customerId=" + this.customerId
            + ", storeId=" + this.storeId
            + ", firstName=" + this.firstName
            + ", lastName=" + this.lastName
            + ", email=" + this.email
            + ", addressId=" + this.addressId
            + ", activebool=" + this.activebool
            + ", createDate=" + this.createDate
            + ", lastUpdate=" + this.lastUpdate
            + ", active=" + this.active
            + "}";
    }
}
