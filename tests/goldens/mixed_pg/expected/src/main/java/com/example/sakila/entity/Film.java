package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.example.sakila.common.SqlArrayTypeHandler;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import jakarta.validation.constraints.Digits;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Objects;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Film
 * <p>Table: {@code film}</p>
 *
 * @author Genix Golden
 */
@ApiModel(description = "Film")
@JsonPropertyOrder({
    "filmId",
    "title",
    "description",
    "releaseYear",
    "languageId",
    "originalLanguageId",
    "rentalDuration",
    "rentalRate",
    "length",
    "replacementCost",
    "rating",
    "lastUpdate",
    "specialFeatures",
    "fulltext",
})
@TableName(value = "film", autoResultMap = true)
public class Film implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column film_id (primary key) */
    @TableId(value = "film_id", type = IdType.AUTO)
    private Integer filmId;

    /** Column title */
    @NotBlank
    @Size(max = 255)
    private String title;

    /** Column description */
    private String description;

    /** Column release_year */
    private Integer releaseYear;

    /** Column language_id */
    @NotNull
    private Integer languageId;

    /** Column original_language_id */
    private Integer originalLanguageId;

    /** Column rental_duration */
    private Integer rentalDuration;

    /** Column rental_rate */
    @Digits(integer = 2, fraction = 2)
    private BigDecimal rentalRate;

    /** Column length */
    private Integer length;

    /** Column replacement_cost */
    @Digits(integer = 3, fraction = 2)
    private BigDecimal replacementCost;

    /** Column rating */
    @Pattern(regexp = "^(G|PG|PG\\-13|R|NC\\-17)$")
    private String rating;

    /** Column last_update */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime lastUpdate;

    /** Column special_features */
    @TableField(typeHandler = SqlArrayTypeHandler.class)
    private String[] specialFeatures;

    /** Column fulltext */
    @NotBlank
    @TableField(value = "\"fulltext\"")
    private String fulltext;

    public Integer getFilmId() {
        return filmId;
    }

    public void setFilmId(Integer filmId) {
        this.filmId = filmId;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public Integer getReleaseYear() {
        return releaseYear;
    }

    public void setReleaseYear(Integer releaseYear) {
        this.releaseYear = releaseYear;
    }

    public Integer getLanguageId() {
        return languageId;
    }

    public void setLanguageId(Integer languageId) {
        this.languageId = languageId;
    }

    public Integer getOriginalLanguageId() {
        return originalLanguageId;
    }

    public void setOriginalLanguageId(Integer originalLanguageId) {
        this.originalLanguageId = originalLanguageId;
    }

    public Integer getRentalDuration() {
        return rentalDuration;
    }

    public void setRentalDuration(Integer rentalDuration) {
        this.rentalDuration = rentalDuration;
    }

    public BigDecimal getRentalRate() {
        return rentalRate;
    }

    public void setRentalRate(BigDecimal rentalRate) {
        this.rentalRate = rentalRate;
    }

    public Integer getLength() {
        return length;
    }

    public void setLength(Integer length) {
        this.length = length;
    }

    public BigDecimal getReplacementCost() {
        return replacementCost;
    }

    public void setReplacementCost(BigDecimal replacementCost) {
        this.replacementCost = replacementCost;
    }

    public String getRating() {
        return rating;
    }

    public void setRating(String rating) {
        this.rating = rating;
    }

    public LocalDateTime getLastUpdate() {
        return lastUpdate;
    }

    public void setLastUpdate(LocalDateTime lastUpdate) {
        this.lastUpdate = lastUpdate;
    }

    public String[] getSpecialFeatures() {
        return specialFeatures;
    }

    public void setSpecialFeatures(String[] specialFeatures) {
        this.specialFeatures = specialFeatures;
    }

    public String getFulltext() {
        return fulltext;
    }

    public void setFulltext(String fulltext) {
        this.fulltext = fulltext;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        Film that = (Film) o;
        return Objects.equals(this.filmId, that.filmId)
            && Objects.equals(this.title, that.title)
            && Objects.equals(this.description, that.description)
            && Objects.equals(this.releaseYear, that.releaseYear)
            && Objects.equals(this.languageId, that.languageId)
            && Objects.equals(this.originalLanguageId, that.originalLanguageId)
            && Objects.equals(this.rentalDuration, that.rentalDuration)
            && Objects.equals(this.rentalRate, that.rentalRate)
            && Objects.equals(this.length, that.length)
            && Objects.equals(this.replacementCost, that.replacementCost)
            && Objects.equals(this.rating, that.rating)
            && Objects.equals(this.lastUpdate, that.lastUpdate)
            && Arrays.equals(this.specialFeatures, that.specialFeatures)
            && Objects.equals(this.fulltext, that.fulltext);
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.filmId);
        result = 31 * result + Objects.hashCode(this.title);
        result = 31 * result + Objects.hashCode(this.description);
        result = 31 * result + Objects.hashCode(this.releaseYear);
        result = 31 * result + Objects.hashCode(this.languageId);
        result = 31 * result + Objects.hashCode(this.originalLanguageId);
        result = 31 * result + Objects.hashCode(this.rentalDuration);
        result = 31 * result + Objects.hashCode(this.rentalRate);
        result = 31 * result + Objects.hashCode(this.length);
        result = 31 * result + Objects.hashCode(this.replacementCost);
        result = 31 * result + Objects.hashCode(this.rating);
        result = 31 * result + Objects.hashCode(this.lastUpdate);
        result = 31 * result + Arrays.hashCode(this.specialFeatures);
        result = 31 * result + Objects.hashCode(this.fulltext);
        return result;
    }

    @Override
    public String toString() {
        return "Film{"
            + "filmId=" + this.filmId
            + ", title=" + this.title
            + ", description=" + this.description
            + ", releaseYear=" + this.releaseYear
            + ", languageId=" + this.languageId
            + ", originalLanguageId=" + this.originalLanguageId
            + ", rentalDuration=" + this.rentalDuration
            + ", rentalRate=" + this.rentalRate
            + ", length=" + this.length
            + ", replacementCost=" + this.replacementCost
            + ", rating=" + this.rating
            + ", lastUpdate=" + this.lastUpdate
            + ", specialFeatures=" + Arrays.toString(this.specialFeatures)
            + ", fulltext=" + this.fulltext
            + "}";
    }
}
