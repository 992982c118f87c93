package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.FieldStrategy;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableName;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.annotations.ApiModel;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * Film list
 * <p>View: {@code film_list}</p>
 *
 * @author Genix Golden
 */
@ApiModel(description = "Film list")
@JsonPropertyOrder({
    "fid",
    "title",
    "description",
    "category",
    "price",
    "length",
    "rating",
    "actors",
})
@TableName("film_list")
public class FilmList implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column fid */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private Integer fid;

    /** Column title */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private String title;

    /** Column description */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private String description;

    /** Column category */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private String category;

    /** Column price */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private BigDecimal price;

    /** Column length */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private Integer length;

    /** Column rating */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private String rating;

    /** Column actors */
    @TableField(insertStrategy = FieldStrategy.NEVER, updateStrategy = FieldStrategy.NEVER)
    private String actors;

    public Integer getFid() {
        return fid;
    }

    public void setFid(Integer fid) {
        this.fid = fid;
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

    public String getCategory() {
        return category;
    }

    public void setCategory(String category) {
        this.category = category;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public Integer getLength() {
        return length;
    }

    public void setLength(Integer length) {
        this.length = length;
    }

    public String getRating() {
        return rating;
    }

    public void setRating(String rating) {
        this.rating = rating;
    }

    public String getActors() {
        return actors;
    }

    public void setActors(String actors) {
        this.actors = actors;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        FilmList that = (FilmList) o;
        return Objects.equals(this.fid, that.fid)
            && Objects.equals(this.title, that.title)
            && Objects.equals(this.description, that.description)
            && Objects.equals(this.category, that.category)
            && Objects.equals(this.price, that.price)
            && Objects.equals(this.length, that.length)
            && Objects.equals(this.rating, that.rating)
            && Objects.equals(this.actors, that.actors);
    }

    @Override
    public int hashCode() {
        int result = 1;
        result = 31 * result + Objects.hashCode(this.fid);
        result = 31 * result + Objects.hashCode(this.title);
        result = 31 * result + Objects.hashCode(this.description);
        result = 31 * result + Objects.hashCode(this.category);
        result = 31 * result + Objects.hashCode(this.price);
        result = 31 * result + Objects.hashCode(this.length);
        result = 31 * result + Objects.hashCode(this.rating);
        result = 31 * result + Objects.hashCode(this.actors);
        return result;
    }

    @Override
    public String toString() {
        return "FilmList{"
            + "fid=" + this.fid
            + ", title=" + this.title
            + ", description=" + this.description
            + ", category=" + this.category
            + ", price=" + this.price
            + ", length=" + this.length
            + ", rating=" + this.rating
            + ", actors=" + this.actors
            + "}";
    }
}
