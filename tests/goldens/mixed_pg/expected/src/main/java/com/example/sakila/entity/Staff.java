package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Objects;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Staff
 * <p>Table: {@code staff}</p>
 *
 * @author Genix Golden
 */
@ApiModel(description = "Staff")
@JsonPropertyOrder({
    "staffId",
    "firstName",
    "lastName",
    "addressId",
    "email",
    "storeId",
    "active",
    "username",
    "password",
    "lastUpdate",
    "picture",
})
@TableName("staff")
public class Staff implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column staff_id (primary key) */
    @TableId(value = "staff_id", type = IdType.AUTO)
    private Integer staffId;

    /** Column first_name */
    @NotBlank
    @Size(max = 45)
    private String firstName;

    /** Column last_name */
    @NotBlank
    @Size(max = 45)
    private String lastName;

    /** Column address_id */
    @NotNull
    private Integer addressId;

    /** Column email */
    @Size(max = 50)
    private String email;

    /** Column store_id */
    @NotNull
    private Integer storeId;

    /** Column active */
    private Boolean active;

    /** Column username */
    @NotBlank
    @Size(max = 16)
    private String username;

    /** Column password */
    @Size(max = 40)
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    @TableField(select = false)
    private String password;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Column picture */
    private byte[] picture;

    public Integer getStaffId() {
        return staffId;
    }

    public void setStaffId(Integer staffId) {
        this.staffId = staffId;
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

    public Integer getAddressId() {
        return addressId;
    }

    public void setAddressId(Integer addressId) {
        this.addressId = addressId;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public Integer getStoreId() {
        return storeId;
    }

    public void setStoreId(Integer storeId) {
        this.storeId = storeId;
    }

    public Boolean getActive() {
        return active;
    }

    public void setActive(Boolean active) {
        this.active = active;
    }

    public String getUsername() {
        return username;
    }

    public void setUsername(String username) {
        this.username = username;
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public LocalDateTime getLastUpdate() {
        return lastUpdate;
    }

    public void setLastUpdate(LocalDateTime lastUpdate) {
        this.lastUpdate = lastUpdate;
    }

    public byte[] getPicture() {
        return picture;
    }

    public void setPicture(byte[] picture) {
        this.picture = picture;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        Staff that = (Staff) o;
        return Objects.equals(this.staffId, that.staffId)
            && Objects.equals(this.firstName, that.firstName)
            && Objects.equals(this.lastName, that.lastName)
            && Objects.equals(this.addressId, that.addressId)
            && Objects.equals(this.email, that.email)
            && Objects.equals(this.storeId, that.storeId)
            && Objects.equals(this.active, that.active)
            && Objects.equals(this.username, that.username)
            && Objects.equals(this.password, that.password)
            && Objects.equals(this.lastUpdate, that.lastUpdate)
            && Arrays.equals(this.picture, that.picture);
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.staffId);
        result = 31 * result + Objects.hashCode(this.firstName);
        result = 31 * result + Objects.hashCode(this.lastName);
        result = 31 * result + Objects.hashCode(this.addressId);
        result = 31 * result + Objects.hashCode(this.email);
        result = 31 * result + Objects.hashCode(this.storeId);
        result = 31 * result + Objects.hashCode(this.active);
        result = 31 * result + Objects.hashCode(this.username);
        result = 31 * result + Objects.hashCode(this.password);
        result = 31 * result + Objects.hashCode(this.lastUpdate);
        result = 31 * result + Arrays.hashCode(this.picture);
        return result;
    }

    @Override
    public String toString() {
        return "Staff{"
            + "staffId=" + this.staffId
            + ", firstName=" + this.firstName
            + ", lastName=" + this.lastName
            + ", addressId=" + this.addressId
            + ", email=" + this.email
            + ", storeId=" + this.storeId
            + ", active=" + this.active
            + ", username=" + this.username
            + ", lastUpdate=" + this.lastUpdate
            + ", picture=" + Arrays.toString(this.picture)
            + "}";
    }
}
