package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Film list list queries ({@code GET /api/film-list/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 *
 * @author Genix Golden
 */
public class FilmListCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("fid", "title", "category", "price", "length", "rating"));

    /** FID equals the value. */
    private Integer fid;

    /** FID is one of the values (a,b or repeated). */
    private List<Integer> fidIn;

    /** FID at least the value. */
    private Integer fidFrom;

    /** FID at most the value. */
    private Integer fidTo;

    /** FID is null (true) or not null (false). */
    private Boolean fidIsNull;

    /** title contains the text (% and _ match themselves). */
    private String titleLike;

    /** title starts with the text (% and _ match themselves). */
    private String titleStarts;

    /** title equals the value. */
    private String title;

    /** title is null (true) or not null (false). */
    private Boolean titleIsNull;

    /** category equals the value. */
    private String category;

    /** category is one of the values (a,b or repeated). */
    private List<String> categoryIn;

    /** category is null (true) or not null (false). */
    private Boolean categoryIsNull;

    /** price equals the value. */
    private BigDecimal price;

    /** price is one of the values (a,b or repeated). */
    private List<BigDecimal> priceIn;

    /** price at least the value. */
    private BigDecimal priceFrom;

    /** price at most the value. */
    private BigDecimal priceTo;

    /** price is null (true) or not null (false). */
    private Boolean priceIsNull;

    /** length equals the value. */
    private Integer length;

    /** length is one of the values (a,b or repeated). */
    private List<Integer> lengthIn;

    /** length at least the value. */
    private Integer lengthFrom;

    /** length at most the value. */
    private Integer lengthTo;

    /** length is null (true) or not null (false). */
    private Boolean lengthIsNull;

    /** rating equals the value. */
    private String rating;

    /** rating is one of the values (a,b or repeated). */
    private List<String> ratingIn;

    /** rating is null (true) or not null (false). */
    private Boolean ratingIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Integer getFid() {
        return fid;
    }

    public void setFid(Integer fid) {
        this.fid = fid;
    }

    public List<Integer> getFidIn() {
        return fidIn;
    }

    public void setFidIn(List<Integer> fidIn) {
        this.fidIn = fidIn;
    }

    public Integer getFidFrom() {
        return fidFrom;
    }

    public void setFidFrom(Integer fidFrom) {
        this.fidFrom = fidFrom;
    }

    public Integer getFidTo() {
        return fidTo;
    }

    public void setFidTo(Integer fidTo) {
        this.fidTo = fidTo;
    }

    public Boolean getFidIsNull() {
        return fidIsNull;
    }

    public void setFidIsNull(Boolean fidIsNull) {
        this.fidIsNull = fidIsNull;
    }

    public String getTitleLike() {
        return titleLike;
    }

    public void setTitleLike(String titleLike) {
        this.titleLike = titleLike;
    }

    public String getTitleStarts() {
        return titleStarts;
    }

    public void setTitleStarts(String titleStarts) {
        this.titleStarts = titleStarts;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public Boolean getTitleIsNull() {
        return titleIsNull;
    }

    public void setTitleIsNull(Boolean titleIsNull) {
        this.titleIsNull = titleIsNull;
    }

    public String getCategory() {
        return category;
    }

    public void setCategory(String category) {
        this.category = category;
    }

    public List<String> getCategoryIn() {
        return categoryIn;
    }

    public void setCategoryIn(List<String> categoryIn) {
        this.categoryIn = categoryIn;
    }

    public Boolean getCategoryIsNull() {
        return categoryIsNull;
    }

    public void setCategoryIsNull(Boolean categoryIsNull) {
        this.categoryIsNull = categoryIsNull;
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

    public Boolean getPriceIsNull() {
        return priceIsNull;
    }

    public void setPriceIsNull(Boolean priceIsNull) {
        this.priceIsNull = priceIsNull;
    }

    public Integer getLength() {
        return length;
    }

    public void setLength(Integer length) {
        this.length = length;
    }

    public List<Integer> getLengthIn() {
        return lengthIn;
    }

    public void setLengthIn(List<Integer> lengthIn) {
        this.lengthIn = lengthIn;
    }

    public Integer getLengthFrom() {
        return lengthFrom;
    }

    public void setLengthFrom(Integer lengthFrom) {
        this.lengthFrom = lengthFrom;
    }

    public Integer getLengthTo() {
        return lengthTo;
    }

    public void setLengthTo(Integer lengthTo) {
        this.lengthTo = lengthTo;
    }

    public Boolean getLengthIsNull() {
        return lengthIsNull;
    }

    public void setLengthIsNull(Boolean lengthIsNull) {
        this.lengthIsNull = lengthIsNull;
    }

    public String getRating() {
        return rating;
    }

    public void setRating(String rating) {
        this.rating = rating;
    }

    public List<String> getRatingIn() {
        return ratingIn;
    }

    public void setRatingIn(List<String> ratingIn) {
        this.ratingIn = ratingIn;
    }

    public Boolean getRatingIsNull() {
        return ratingIsNull;
    }

    public void setRatingIsNull(Boolean ratingIsNull) {
        this.ratingIsNull = ratingIsNull;
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
        p.put("fid", fid);
        p.put("fidIn", fidIn);
        p.put("fidFrom", fidFrom);
        p.put("fidTo", fidTo);
        p.put("fidIsNull", fidIsNull);
        p.put("titleLike", QuerySupport.contains(titleLike));
        p.put("titleStarts", QuerySupport.startsWith(titleStarts));
        p.put("title", title);
        p.put("titleIsNull", titleIsNull);
        p.put("category", category);
        p.put("categoryIn", categoryIn);
        p.put("categoryIsNull", categoryIsNull);
        p.put("price", price);
        p.put("priceIn", priceIn);
        p.put("priceFrom", priceFrom);
        p.put("priceTo", priceTo);
        p.put("priceIsNull", priceIsNull);
        p.put("length", length);
        p.put("lengthIn", lengthIn);
        p.put("lengthFrom", lengthFrom);
        p.put("lengthTo", lengthTo);
        p.put("lengthIsNull", lengthIsNull);
        p.put("rating", rating);
        p.put("ratingIn", ratingIn);
        p.put("ratingIsNull", ratingIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
