package com.example.demo.query.shop;

import com.example.demo.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Shop product list queries ({@code GET /api/shop-product/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class ShopProductCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "categoryId", "sku", "name", "price", "weightKg", "onSale", "releaseDate"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** category_id equals the value. */
    private Long categoryId;

    /** category_id is one of the values (a,b or repeated). */
    private List<Long> categoryIdIn;

    /** sku equals the value. */
    private String sku;

    /** sku contains the text (% and _ match themselves). */
    private String skuLike;

    /** name contains the text (% and _ match themselves). */
    private String nameLike;

    /** name starts with the text (% and _ match themselves). */
    private String nameStarts;

    /** name equals the value. */
    private String name;

    /** price equals the value. */
    private BigDecimal price;

    /** price is one of the values (a,b or repeated). */
    private List<BigDecimal> priceIn;

    /** price at least the value. */
    private BigDecimal priceFrom;

    /** price at most the value. */
    private BigDecimal priceTo;

    /** weight_kg equals the value. */
    private BigDecimal weightKg;

    /** weight_kg is one of the values (a,b or repeated). */
    private List<BigDecimal> weightKgIn;

    /** weight_kg at least the value. */
    private BigDecimal weightKgFrom;

    /** weight_kg at most the value. */
    private BigDecimal weightKgTo;

    /** weight_kg is null (true) or not null (false). */
    private Boolean weightKgIsNull;

    /** on_sale equals the value. */
    private Boolean onSale;

    /** release_date at least the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate releaseDateFrom;

    /** release_date at most the value. */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE)
    private LocalDate releaseDateTo;

    /** release_date is null (true) or not null (false). */
    private Boolean releaseDateIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public List<Long> getIdIn() {
        return idIn;
    }

    public void setIdIn(List<Long> idIn) {
        this.idIn = idIn;
    }

    public Long getCategoryId() {
        return categoryId;
    }

    public void setCategoryId(Long categoryId) {
        this.categoryId = categoryId;
    }

    public List<Long> getCategoryIdIn() {
        return categoryIdIn;
    }

    public void setCategoryIdIn(List<Long> categoryIdIn) {
        this.categoryIdIn = categoryIdIn;
    }

    public String getSku() {
        return sku;
    }

    public void setSku(String sku) {
        this.sku = sku;
    }

    public String getSkuLike() {
        return skuLike;
    }

    public void setSkuLike(String skuLike) {
        this.skuLike = skuLike;
    }

    public String getNameLike() {
        return nameLike;
    }

    public void setNameLike(String nameLike) {
        this.nameLike = nameLike;
    }

    public String getNameStarts() {
        return nameStarts;
    }

    public void setNameStarts(String nameStarts) {
        this.nameStarts = nameStarts;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public List<BigDecimal> getPriceIn() {
        return priceIn;
    }

    public void setPriceIn(List<BigDecimal> priceIn) {
        this.priceIn = priceIn;
    }

    public BigDecimal getPriceFrom() {
        return priceFrom;
    }

    public void setPriceFrom(BigDecimal priceFrom) {
        this.priceFrom = priceFrom;
    }

    public BigDecimal getPriceTo() {
        return priceTo;
    }

    public void setPriceTo(BigDecimal priceTo) {
        this.priceTo = priceTo;
    }

    public BigDecimal getWeightKg() {
        return weightKg;
    }

    public void setWeightKg(BigDecimal weightKg) {
        this.weightKg = weightKg;
    }

    public List<BigDecimal> getWeightKgIn() {
        return weightKgIn;
    }

    public void setWeightKgIn(List<BigDecimal> weightKgIn) {
        this.weightKgIn = weightKgIn;
    }

    public BigDecimal getWeightKgFrom() {
        return weightKgFrom;
    }

    public void setWeightKgFrom(BigDecimal weightKgFrom) {
        this.weightKgFrom = weightKgFrom;
    }

    public BigDecimal getWeightKgTo() {
        return weightKgTo;
    }

    public void setWeightKgTo(BigDecimal weightKgTo) {
        this.weightKgTo = weightKgTo;
    }

    public Boolean getWeightKgIsNull() {
        return weightKgIsNull;
    }

    public void setWeightKgIsNull(Boolean weightKgIsNull) {
        this.weightKgIsNull = weightKgIsNull;
    }

    public Boolean getOnSale() {
        return onSale;
    }

    public void setOnSale(Boolean onSale) {
        this.onSale = onSale;
    }

    public LocalDate getReleaseDateFrom() {
        return releaseDateFrom;
    }

    public void setReleaseDateFrom(LocalDate releaseDateFrom) {
        this.releaseDateFrom = releaseDateFrom;
    }

    public LocalDate getReleaseDateTo() {
        return releaseDateTo;
    }

    public void setReleaseDateTo(LocalDate releaseDateTo) {
        this.releaseDateTo = releaseDateTo;
    }

    public Boolean getReleaseDateIsNull() {
        return releaseDateIsNull;
    }

    public void setReleaseDateIsNull(Boolean releaseDateIsNull) {
        this.releaseDateIsNull = releaseDateIsNull;
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
