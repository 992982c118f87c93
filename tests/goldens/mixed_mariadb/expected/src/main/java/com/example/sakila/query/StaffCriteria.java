package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Staff list queries ({@code GET /api/staff/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 *
 * @author Genix Golden
 */
public class StaffCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("staffId", "firstName", "lastName", "addressId", "email", "storeId", "active", "username", "lastUpdate"));

    /** staff_id equals the value. */
    private Integer staffId;

    /** staff_id is one of the values (a,b or repeated). */
    private List<Integer> staffIdIn;

    /** first_name contains the text (% and _ match themselves). */
    private String firstNameLike;

    /** first_name starts with the text (% and _ match themselves). */
    private String firstNameStarts;

    /** first_name equals the value. */
    private String firstName;

    /** last_name contains the text (% and _ match themselves). */
    private String lastNameLike;

    /** last_name starts with the text (% and _ match themselves). */
    private String lastNameStarts;

    /** last_name equals the value. */
    private String lastName;

    /** address_id equals the value. */
    private Integer addressId;

    /** address_id is one of the values (a,b or repeated). */
    private List<Integer> addressIdIn;

    /** email equals the value. */
    private String email;

    /** email contains the text (% and _ match themselves). */
    private String emailLike;

    /** email is null (true) or not null (false). */
    private Boolean emailIsNull;

    /** store_id equals the value. */
    private Integer storeId;

    /** store_id is one of the values (a,b or repeated). */
    private List<Integer> storeIdIn;

    /** active equals the value. */
    private Boolean active;

    /** username equals the value. */
    private String username;

    /** username contains the text (% and _ match themselves). */
    private String usernameLike;

    /** last_update at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdateFrom;

    /** last_update at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdateTo;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Integer getStaffId() {
        return staffId;
    }

    public void setStaffId(Integer staffId) {
        this.staffId = staffId;
    }

    public List<Integer> getStaffIdIn() {
        return staffIdIn;
    }

    public void setStaffIdIn(List<Integer> staffIdIn) {
        this.staffIdIn = staffIdIn;
    }

    public String getFirstNameLike() {
        return firstNameLike;
    }

    public void setFirstNameLike(String firstNameLike) {
        this.firstNameLike = firstNameLike;
    }

    public String getFirstNameStarts() {
        return firstNameStarts;
    }

    public void setFirstNameStarts(String firstNameStarts) {
        this.firstNameStarts = firstNameStarts;
    }

    public String getFirstName() {
        return firstName;
    }

    public void setFirstName(String firstName) {
        this.firstName = firstName;
    }

    public String getLastNameLike() {
        return lastNameLike;
    }

    public void setLastNameLike(String lastNameLike) {
        this.lastNameLike = lastNameLike;
    }

    public String getLastNameStarts() {
        return lastNameStarts;
    }

    public void setLastNameStarts(String lastNameStarts) {
        this.lastNameStarts = lastNameStarts;
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

    public List<Integer> getAddressIdIn() {
        return addressIdIn;
    }

    public void setAddressIdIn(List<Integer> addressIdIn) {
        this.addressIdIn = addressIdIn;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getEmailLike() {
        return emailLike;
    }

    public void setEmailLike(String emailLike) {
        this.emailLike = emailLike;
    }

    public Boolean getEmailIsNull() {
        return emailIsNull;
    }

    public void setEmailIsNull(Boolean emailIsNull) {
        this.emailIsNull = emailIsNull;
    }

    public Integer getStoreId() {
        return storeId;
    }

    public void setStoreId(Integer storeId) {
        this.storeId = storeId;
    }

    public List<Integer> getStoreIdIn() {
        return storeIdIn;
    }

    public void setStoreIdIn(List<Integer> storeIdIn) {
        this.storeIdIn = storeIdIn;
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

    public String getUsernameLike() {
        return usernameLike;
    }

    public void setUsernameLike(String usernameLike) {
        this.usernameLike = usernameLike;
    }

    public LocalDateTime getLastUpdateFrom() {
        return lastUpdateFrom;
    }

    public void setLastUpdateFrom(LocalDateTime lastUpdateFrom) {
        this.lastUpdateFrom = lastUpdateFrom;
    }

    public LocalDateTime getLastUpdateTo() {
        return lastUpdateTo;
    }

    public void setLastUpdateTo(LocalDateTime lastUpdateTo) {
        this.lastUpdateTo = lastUpdateTo;
    }

    public String getSort() {
        return sort;
    }

    public void setSort(String sort) {
        this.sort = sort;
    }

    public Long getPage() {
        return page;
    }

    public void setPage(Long page) {
        this.page = page;
    }

    public Long getSize() {
        return size;
    }

    public void setSize(Long size) {
        this.size = size;
    }

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("staffId", staffId);
        p.put("staffIdIn", staffIdIn);
        p.put("firstNameLike", QuerySupport.contains(firstNameLike));
        p.put("firstNameStarts", QuerySupport.startsWith(firstNameStarts));
        p.put("firstName", firstName);
        p.put("lastNameLike", QuerySupport.contains(lastNameLike));
        p.put("lastNameStarts", QuerySupport.startsWith(lastNameStarts));
        p.put("lastName", lastName);
        p.put("addressId", addressId);
        p.put("addressIdIn", addressIdIn);
        p.put("email", email);
        p.put("emailLike", QuerySupport.contains(emailLike));
        p.put("emailIsNull", emailIsNull);
        p.put("storeId", storeId);
        p.put("storeIdIn", storeIdIn);
        p.put("active", active);
        p.put("username", username);
        p.put("usernameLike", QuerySupport.contains(usernameLike));
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
