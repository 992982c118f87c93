package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Film list queries ({@code GET /api/film/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 *
 * @author Genix Golden
 */
public class FilmCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("filmId", "title", "releaseYear", "languageId", "originalLanguageId", "rentalDuration", "rentalRate", "length", "replacementCost", "rating", "specialFeatures", "lastUpdate"));

    /** film_id equals the value. */
    private Integer filmId;

    /** film_id is one of the values (a,b or repeated). */
    private List<Integer> filmIdIn;

    /** title contains the text (% and _ match themselves). */
    private String titleLike;

    /** title starts with the text (% and _ match themselves). */
    private String titleStarts;

    /** title equals the value. */
    private String title;

    /** release_year equals the value. */
    private Integer releaseYear;

    /** release_year is one of the values (a,b or repeated). */
    private List<Integer> releaseYearIn;

    /** release_year at least the value. */
    private Integer releaseYearFrom;

    /** release_year at most the value. */
    private Integer releaseYearTo;

    /** release_year is null (true) or not null (false). */
    private Boolean releaseYearIsNull;

    /** language_id equals the value. */
    private Integer languageId;

    /** language_id is one of the values (a,b or repeated). */
    private List<Integer> languageIdIn;

    /** original_language_id equals the value. */
    private Integer originalLanguageId;

    /** original_language_id is one of the values (a,b or repeated). */
    private List<Integer> originalLanguageIdIn;

    /** original_language_id is null (true) or not null (false). */
    private Boolean originalLanguageIdIsNull;

    /** rental_duration equals the value. */
    private Integer rentalDuration;

    /** rental_duration is one of the values (a,b or repeated). */
    private List<Integer> rentalDurationIn;

    /** rental_duration at least the value. */
    private Integer rentalDurationFrom;

    /** rental_duration at most the value. */
    private Integer rentalDurationTo;

    /** rental_rate equals the value. */
    private BigDecimal rentalRate;

    /** rental_rate is one of the values (a,b or repeated). */
    private List<BigDecimal> rentalRateIn;

    /** rental_rate at least the value. */
    private BigDecimal rentalRateFrom;

    /** rental_rate at most the value. */
    private BigDecimal rentalRateTo;

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

    /** replacement_cost equals the value. */
    private BigDecimal replacementCost;

    /** replacement_cost is one of the values (a,b or repeated). */
    private List<BigDecimal> replacementCostIn;

    /** replacement_cost at least the value. */
    private BigDecimal replacementCostFrom;

    /** replacement_cost at most the value. */
    private BigDecimal replacementCostTo;

    /** rating equals the value. */
    private String rating;

    /** rating is one of the values (a,b or repeated). */
    private List<String> ratingIn;

    /** rating is null (true) or not null (false). */
    private Boolean ratingIsNull;

    /** special_features equals the value. */
    private String specialFeatures;

    /** special_features is one of the values (a,b or repeated). */
    private List<String> specialFeaturesIn;

    /** special_features is null (true) or not null (false). */
    private Boolean specialFeaturesIsNull;

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

    public Integer getFilmId() {
        return filmId;
    }

    public void setFilmId(Integer filmId) {
        this.filmId = filmId;
    }

    public List<Integer> getFilmIdIn() {
        return filmIdIn;
    }

    public void setFilmIdIn(List<Integer> filmIdIn) {
        this.filmIdIn = filmIdIn;
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

    public Integer getReleaseYear() {
        return releaseYear;
    }

    public void setReleaseYear(Integer releaseYear) {
        this.releaseYear = releaseYear;
    }

    public List<Integer> getReleaseYearIn() {
        return releaseYearIn;
    }

    public void setReleaseYearIn(List<Integer> releaseYearIn) {
        this.releaseYearIn = releaseYearIn;
    }

    public Integer getReleaseYearFrom() {
        return releaseYearFrom;
    }

    public void setReleaseYearFrom(Integer releaseYearFrom) {
        this.releaseYearFrom = releaseYearFrom;
    }

    public Integer getReleaseYearTo() {
        return releaseYearTo;
    }

    public void setReleaseYearTo(Integer releaseYearTo) {
        this.releaseYearTo = releaseYearTo;
    }

    public Boolean getReleaseYearIsNull() {
        return releaseYearIsNull;
    }

    public void setReleaseYearIsNull(Boolean releaseYearIsNull) {
        this.releaseYearIsNull = releaseYearIsNull;
    }

    public Integer getLanguageId() {
        return languageId;
    }

    public void setLanguageId(Integer languageId) {
        this.languageId = languageId;
    }

    public List<Integer> getLanguageIdIn() {
        return languageIdIn;
    }

    public void setLanguageIdIn(List<Integer> languageIdIn) {
        this.languageIdIn = languageIdIn;
    }

    public Integer getOriginalLanguageId() {
        return originalLanguageId;
    }

    public void setOriginalLanguageId(Integer originalLanguageId) {
        this.originalLanguageId = originalLanguageId;
    }

    public List<Integer> getOriginalLanguageIdIn() {
        return originalLanguageIdIn;
    }

    public void setOriginalLanguageIdIn(List<Integer> originalLanguageIdIn) {
        this.originalLanguageIdIn = originalLanguageIdIn;
    }

    public Boolean getOriginalLanguageIdIsNull() {
        return originalLanguageIdIsNull;
    }

    public void setOriginalLanguageIdIsNull(Boolean originalLanguageIdIsNull) {
        this.originalLanguageIdIsNull = originalLanguageIdIsNull;
    }

    public Integer getRentalDuration() {
        return rentalDuration;
    }

    public void setRentalDuration(Integer rentalDuration) {
        this.rentalDuration = rentalDuration;
    }

    public List<Integer> getRentalDurationIn() {
        return rentalDurationIn;
    }

    public void setRentalDurationIn(List<Integer> rentalDurationIn) {
        this.rentalDurationIn = rentalDurationIn;
    }

    public Integer getRentalDurationFrom() {
        return rentalDurationFrom;
    }

    public void setRentalDurationFrom(Integer rentalDurationFrom) {
        this.rentalDurationFrom = rentalDurationFrom;
    }

    public Integer getRentalDurationTo() {
        return rentalDurationTo;
    }

    public void setRentalDurationTo(Integer rentalDurationTo) {
        this.rentalDurationTo = rentalDurationTo;
    }

    public BigDecimal getRentalRate() {
        return rentalRate;
    }

    public void setRentalRate(BigDecimal rentalRate) {
        this.rentalRate = rentalRate;
    }

    public List<BigDecimal> getRentalRateIn() {
        return rentalRateIn;
    }

    public void setRentalRateIn(List<BigDecimal> rentalRateIn) {
        this.rentalRateIn = rentalRateIn;
    }

    public BigDecimal getRentalRateFrom() {
        return rentalRateFrom;
    }

    public void setRentalRateFrom(BigDecimal rentalRateFrom) {
        this.rentalRateFrom = rentalRateFrom;
    }

    public BigDecimal getRentalRateTo() {
        return rentalRateTo;
    }

    public void setRentalRateTo(BigDecimal rentalRateTo) {
        this.rentalRateTo = rentalRateTo;
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

    public BigDecimal getReplacementCost() {
        return replacementCost;
    }

    public void setReplacementCost(BigDecimal replacementCost) {
        this.replacementCost = replacementCost;
    }

    public List<BigDecimal> getReplacementCostIn() {
        return replacementCostIn;
    }

    public void setReplacementCostIn(List<BigDecimal> replacementCostIn) {
        this.replacementCostIn = replacementCostIn;
    }

    public BigDecimal getReplacementCostFrom() {
        return replacementCostFrom;
    }

    public void setReplacementCostFrom(BigDecimal replacementCostFrom) {
        this.replacementCostFrom = replacementCostFrom;
    }

    public BigDecimal getReplacementCostTo() {
        return replacementCostTo;
    }

    public void setReplacementCostTo(BigDecimal replacementCostTo) {
        this.replacementCostTo = replacementCostTo;
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

    public String getSpecialFeatures() {
        return specialFeatures;
    }

    public void setSpecialFeatures(String specialFeatures) {
        this.specialFeatures = specialFeatures;
    }

    public List<String> getSpecialFeaturesIn() {
        return specialFeaturesIn;
    }

    public void setSpecialFeaturesIn(List<String> specialFeaturesIn) {
        this.specialFeaturesIn = specialFeaturesIn;
    }

    public Boolean getSpecialFeaturesIsNull() {
        return specialFeaturesIsNull;
    }

    public void setSpecialFeaturesIsNull(Boolean specialFeaturesIsNull) {
        this.specialFeaturesIsNull = specialFeaturesIsNull;
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
        p.put("filmId", filmId);
        p.put("filmIdIn", filmIdIn);
        p.put("titleLike", QuerySupport.contains(titleLike));
        p.put("titleStarts", QuerySupport.startsWith(titleStarts));
        p.put("title", title);
        p.put("releaseYear", releaseYear);
        p.put("releaseYearIn", releaseYearIn);
        p.put("releaseYearFrom", releaseYearFrom);
        p.put("releaseYearTo", releaseYearTo);
        p.put("releaseYearIsNull", releaseYearIsNull);
        p.put("languageId", languageId);
        p.put("languageIdIn", languageIdIn);
        p.put("originalLanguageId", originalLanguageId);
        p.put("originalLanguageIdIn", originalLanguageIdIn);
        p.put("originalLanguageIdIsNull", originalLanguageIdIsNull);
        p.put("rentalDuration", rentalDuration);
        p.put("rentalDurationIn", rentalDurationIn);
        p.put("rentalDurationFrom", rentalDurationFrom);
        p.put("rentalDurationTo", rentalDurationTo);
        p.put("rentalRate", rentalRate);
        p.put("rentalRateIn", rentalRateIn);
        p.put("rentalRateFrom", rentalRateFrom);
        p.put("rentalRateTo", rentalRateTo);
        p.put("length", length);
        p.put("lengthIn", lengthIn);
        p.put("lengthFrom", lengthFrom);
        p.put("lengthTo", lengthTo);
        p.put("lengthIsNull", lengthIsNull);
        p.put("replacementCost", replacementCost);
        p.put("replacementCostIn", replacementCostIn);
        p.put("replacementCostFrom", replacementCostFrom);
        p.put("replacementCostTo", replacementCostTo);
        p.put("rating", rating);
        p.put("ratingIn", ratingIn);
        p.put("ratingIsNull", ratingIsNull);
        p.put("specialFeatures", specialFeatures);
        p.put("specialFeaturesIn", specialFeaturesIn);
        p.put("specialFeaturesIsNull", specialFeaturesIsNull);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
