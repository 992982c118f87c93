package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Customer list queries ({@code GET /api/customer/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param customerId customer_id equals the value
 * @param customerIdIn customer_id is one of the values (a,b or repeated)
 * @param storeId store_id equals the value
 * @param storeIdIn store_id is one of the values (a,b or repeated)
 * @param firstNameLike first_name contains the text (% and _ match themselves)
 * @param firstNameStarts first_name starts with the text (% and _ match themselves)
 * @param firstName first_name equals the value
 * @param lastNameLike last_name contains the text (% and _ match themselves)
 * @param lastNameStarts last_name starts with the text (% and _ match themselves)
 * @param lastName last_name equals the value
 * @param email email equals the value
 * @param emailLike email contains the text (% and _ match themselves)
 * @param emailIsNull email is null (true) or not null (false)
 * @param addressId address_id equals the value
 * @param addressIdIn address_id is one of the values (a,b or repeated)
 * @param activebool activebool equals the value
 * @param createDateFrom create_date at least the value
 * @param createDateTo create_date at most the value
 * @param lastUpdateFrom last_update at least the value
 * @param lastUpdateTo last_update at most the value
 * @param lastUpdateIsNull last_update is null (true) or not null (false)
 * @param active active equals the value
 * @param activeIn active is one of the values (a,b or repeated)
 * @param activeFrom active at least the value
 * @param activeTo active at most the value
 * @param activeIsNull active is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record CustomerCriteria(
        Integer customerId,
        List<Integer> customerIdIn,
        Integer storeId,
        List<Integer> storeIdIn,
        String firstNameLike,
        String firstNameStarts,
        String firstName,
        String lastNameLike,
        String lastNameStarts,
        String lastName,
        String email,
        String emailLike,
        Boolean emailIsNull,
        Integer addressId,
        List<Integer> addressIdIn,
        Boolean activebool,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate createDateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate createDateTo,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateTo,
        Boolean lastUpdateIsNull,
        Integer active,
        List<Integer> activeIn,
        Integer activeFrom,
        Integer activeTo,
        Boolean activeIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("customerId", "storeId", "firstName", "lastName", "email", "addressId", "activebool", "createDate", "lastUpdate", "active");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("customerId", customerId);
        p.put("customerIdIn", customerIdIn);
        p.put("storeId", storeId);
        p.put("storeIdIn", storeIdIn);
        p.put("firstNameLike", QuerySupport.contains(firstNameLike));
        p.put("firstNameStarts", QuerySupport.startsWith(firstNameStarts));
        p.put("firstName", firstName);
        p.put("lastNameLike", QuerySupport.contains(lastNameLike));
        p.put("lastNameStarts", QuerySupport.startsWith(lastNameStarts));
        p.put("lastName", lastName);
        p.put("email", email);
        p.put("emailLike", QuerySupport.contains(emailLike));
        p.put("emailIsNull", emailIsNull);
        p.put("addressId", addressId);
        p.put("addressIdIn", addressIdIn);
        p.put("activebool", activebool);
        p.put("createDateFrom", createDateFrom);
        p.put("createDateTo", createDateTo);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("lastUpdateIsNull", lastUpdateIsNull);
        p.put("active", active);
        p.put("activeIn", activeIn);
        p.put("activeFrom", activeFrom);
        p.put("activeTo", activeTo);
        p.put("activeIsNull", activeIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
