package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Staff list queries ({@code GET /api/staff/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param staffId staff_id equals the value
 * @param staffIdIn staff_id is one of the values (a,b or repeated)
 * @param firstNameLike first_name contains the text (% and _ match themselves)
 * @param firstNameStarts first_name starts with the text (% and _ match themselves)
 * @param firstName first_name equals the value
 * @param lastNameLike last_name contains the text (% and _ match themselves)
 * @param lastNameStarts last_name starts with the text (% and _ match themselves)
 * @param lastName last_name equals the value
 * @param addressId address_id equals the value
 * @param addressIdIn address_id is one of the values (a,b or repeated)
 * @param email email equals the value
 * @param emailLike email contains the text (% and _ match themselves)
 * @param emailIsNull email is null (true) or not null (false)
 * @param storeId store_id equals the value
 * @param storeIdIn store_id is one of the values (a,b or repeated)
 * @param active active equals the value
 * @param username username equals the value
 * @param usernameLike username contains the text (% and _ match themselves)
 * @param lastUpdateFrom last_update at least the value
 * @param lastUpdateTo last_update at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record StaffCriteria(
        Integer staffId,
        List<Integer> staffIdIn,
        String firstNameLike,
        String firstNameStarts,
        String firstName,
        String lastNameLike,
        String lastNameStarts,
        String lastName,
        Integer addressId,
        List<Integer> addressIdIn,
        String email,
        String emailLike,
        Boolean emailIsNull,
        Integer storeId,
        List<Integer> storeIdIn,
        Boolean active,
        String username,
        String usernameLike,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateTo,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("staffId", "firstName", "lastName", "addressId", "email", "storeId", "active", "username", "lastUpdate");

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
