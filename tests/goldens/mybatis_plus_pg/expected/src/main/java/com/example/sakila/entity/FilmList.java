package com.example.sakila.entity;

import com.baomidou.mybatisplus.annotation.TableName;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.Serializable;
import java.math.BigDecimal;
import lombok.Data;

/**
 * Film list
 * <p>View: {@code film_list}</p>
 */
@Data
@Schema(description = "Film list")
@TableName("film_list")
public class FilmList implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column fid */
    private Integer fid;

    /** Column title */
    private String title;

    /** Column description */
    private String description;

    /** Column category */
    private String category;

    /** Column price */
    private BigDecimal price;

    /** Column length */
    private Integer length;

    /** Column rating */
    private String rating;

    /** Column actors */
    private String actors;
}
