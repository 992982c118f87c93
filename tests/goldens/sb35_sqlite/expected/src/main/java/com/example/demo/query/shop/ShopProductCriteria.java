package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Shop product list queries ({@code GET /api/shop-product/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param id id equals the value
 * @param idIn id is one of the values (a,b or repeated)
 * @param categoryId category_id equals the value
 * @param categoryIdIn category_id is one of the values (a,b or repeated)
 * @param sku sku equals the value
 * @param skuLike sku contains the text (% and _ match themselves)
 * @param nameLike name contains the text (% and _ match themselves)
 * @param nameStarts name starts with the text (% and _ match themselves)
 * @param name name equals the value
 * @param price price equals the value
 * @param priceIn price is one of the values (a,b or repeated)
 * @param priceFrom price at least the value
 * @param priceTo price at most the value
 * @param weightKg weight_kg equals the value
 * @param weightKgIn weight_kg is one of the values (a,b or repeated)
 * @param weightKgFrom weight_kg at least the value
 * @param weightKgTo weight_kg at most the value
 * @param weightKgIsNull weight_kg is null (true) or not null (false)
 * @param onSale on_sale equals the value
 * @param releaseDateFrom release_date at least the value
 * @param releaseDateTo release_date at most the value
 * @param releaseDateIsNull release_date is null (true) or not null (false)
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param page 1-based page number
 * @param size rows per page (at most 500, default 20)
 */
public record ShopProductCriteria(
        Long id,
        List<Long> idIn,
        Long categoryId,
        List<Long> categoryIdIn,
        String sku,
        String skuLike,
        String nameLike,
        String nameStarts,
        String name,
        BigDecimal price,
        List<BigDecimal> priceIn,
        BigDecimal priceFrom,
        BigDecimal priceTo,
        BigDecimal weightKg,
        List<BigDecimal> weightKgIn,
        BigDecimal weightKgFrom,
        BigDecimal weightKgTo,
        Boolean weightKgIsNull,
        Boolean onSale,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate releaseDateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate releaseDateTo,
        Boolean releaseDateIsNull,
        String sort,
        Long page,
        Long size) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("id", "categoryId", "sku", "name", "price", "weightKg", "onSale", "releaseDate");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("id", id);
        p.put("idIn", idIn);
        p.put("categoryId", categoryId);
        p.put("categoryIdIn", categoryIdIn);
        p.put("sku", sku);
        p.put("skuLike", QuerySupport.contains(skuLike));
        p.put("nameLike", QuerySupport.contains(nameLike));
        p.put("nameStarts", QuerySupport.startsWith(nameStarts));
        p.put("name", name);
        p.put("price", price);
        p.put("priceIn", priceIn);
        p.put("priceFrom", priceFrom);
        p.put("priceTo", priceTo);
        p.put("weightKg", weightKg);
        p.put("weightKgIn", weightKgIn);
        p.put("weightKgFrom", weightKgFrom);
        p.put("weightKgTo", weightKgTo);
        p.put("weightKgIsNull", weightKgIsNull);
        p.put("onSale", onSale);
        p.put("releaseDateFrom", releaseDateFrom);
        p.put("releaseDateTo", releaseDateTo);
        p.put("releaseDateIsNull", releaseDateIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
