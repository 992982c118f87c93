package com.example.sakila.query;

import com.example.sakila.common.QuerySupport;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Filters, sort and page of Film list queries ({@code GET /api/film/query},
 * {@code /count}, {@code /exists}): each non-null component adds its condition (AND).
 *
 * @param filmId film_id equals the value
 * @param filmIdIn film_id is one of the values (a,b or repeated)
 * @param titleLike title contains the text (% and _ match themselves)
 * @param titleStarts title starts with the text (% and _ match themselves)
 * @param title title equals the value
 * @param description description equals the value
 * @param descriptionLike description contains the text (% and _ match themselves)
 * @param descriptionIsNull description is null (true) or not null (false)
 * @param releaseYear release_year equals the value
 * @param releaseYearLike release_year contains the text (% and _ match themselves)
 * @param releaseYearIsNull release_year is null (true) or not null (false)
 * @param languageId language_id equals the value
 * @param languageIdIn language_id is one of the values (a,b or repeated)
 * @param originalLanguageId original_language_id equals the value
 * @param originalLanguageIdIn original_language_id is one of the values (a,b or repeated)
 * @param originalLanguageIdIsNull original_language_id is null (true) or not null (false)
 * @param rentalDuration rental_duration equals the value
 * @param rentalDurationIn rental_duration is one of the values (a,b or repeated)
 * @param rentalDurationFrom rental_duration at least the value
 * @param rentalDurationTo rental_duration at most the value
 * @param rentalRate rental_rate equals the value
 * @param rentalRateIn rental_rate is one of the values (a,b or repeated)
 * @param rentalRateFrom rental_rate at least the value
 * @param rentalRateTo rental_rate at most the value
 * @param length length equals the value
 * @param lengthIn length is one of the values (a,b or repeated)
 * @param lengthFrom length at least the value
 * @param lengthTo length at most the value
 * @param lengthIsNull length is null (true) or not null (false)
 * @param replacementCost replacement_cost equals the value
 * @param replacementCostIn replacement_cost is one of the values (a,b or repeated)
 * @param replacementCostFrom replacement_cost at least the value
 * @param replacementCostTo replacement_cost at most the value
 * @param rating rating equals the value
 * @param ratingIn rating is one of the values (a,b or repeated)
 * @param ratingIsNull rating is null (true) or not null (false)
 * @param specialFeatures special_features equals the value
 * @param specialFeaturesLike special_features contains the text (% and _ match themselves)
 * @param specialFeaturesIsNull special_features is null (true) or not null (false)
 * @param lastUpdateFrom last_update at least the value
 * @param lastUpdateTo last_update at most the value
 * @param sort sort properties, comma-separated ({@code title,-releaseYear}); the key follows
 * @param pageNo 1-based page number
 * @param limit rows per page (at most 500, default 20)
 */
public record FilmCriteria(
        Long filmId,
        List<Long> filmIdIn,
        String titleLike,
        String titleStarts,
        String title,
        String description,
        String descriptionLike,
        Boolean descriptionIsNull,
        String releaseYear,
        String releaseYearLike,
        Boolean releaseYearIsNull,
        Integer languageId,
        List<Integer> languageIdIn,
        Integer originalLanguageId,
        List<Integer> originalLanguageIdIn,
        Boolean originalLanguageIdIsNull,
        Integer rentalDuration,
        List<Integer> rentalDurationIn,
        Integer rentalDurationFrom,
        Integer rentalDurationTo,
        BigDecimal rentalRate,
        List<BigDecimal> rentalRateIn,
        BigDecimal rentalRateFrom,
        BigDecimal rentalRateTo,
        Integer length,
        List<Integer> lengthIn,
        Integer lengthFrom,
        Integer lengthTo,
        Boolean lengthIsNull,
        BigDecimal replacementCost,
        List<BigDecimal> replacementCostIn,
        BigDecimal replacementCostFrom,
        BigDecimal replacementCostTo,
        String rating,
        List<String> ratingIn,
        Boolean ratingIsNull,
        String specialFeatures,
        String specialFeaturesLike,
        Boolean specialFeaturesIsNull,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateFrom,
        @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime lastUpdateTo,
        String sort,
        Long pageNo,
        Long limit) {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = List.of("filmId", "title", "description", "releaseYear", "languageId", "originalLanguageId", "rentalDuration", "rentalRate", "length", "replacementCost", "rating", "specialFeatures", "lastUpdate");

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("filmId", filmId);
        p.put("filmIdIn", filmIdIn);
        p.put("titleLike", QuerySupport.contains(titleLike));
        p.put("titleStarts", QuerySupport.startsWith(titleStarts));
        p.put("title", title);
        p.put("description", description);
        p.put("descriptionLike", QuerySupport.contains(descriptionLike));
        p.put("descriptionIsNull", descriptionIsNull);
        p.put("releaseYear", releaseYear);
        p.put("releaseYearLike", QuerySupport.contains(releaseYearLike));
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
        p.put("specialFeaturesLike", QuerySupport.contains(specialFeaturesLike));
        p.put("specialFeaturesIsNull", specialFeaturesIsNull);
        p.put("lastUpdateFrom", lastUpdateFrom);
        p.put("lastUpdateTo", lastUpdateTo);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
