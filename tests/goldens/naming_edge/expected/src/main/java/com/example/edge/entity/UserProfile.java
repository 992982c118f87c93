package com.example.edge.entity;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import lombok.Data;

/**
 * 用户资料
 * <p>用户资料 second line</p>
 * <p>Table: {@code user-profile}</p>
 */
@Data
@Schema(description = "用户资料")
@JsonPropertyOrder({
    "id",
    "firstName",
    "class_",
    "default_",
    "_2faCode",
    "order",
    "用户名",
    "aValue",
    "url",
})
public class UserProfile implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    private Long id;

    /** Column first name */
    @Size(max = 40)
    private String firstName;

    /** Class "A" or &#92;u0022B&#92;u0022 *&#47; &lt;b&gt; */
    @Schema(description = "Class \"A\" or \\u0022B\\u0022 */ <b>")
    @Size(max = 20)
    private String class_;

    /** Column default */
    private Boolean default_;

    /** Column 2fa_code */
    @Size(max = 6)
    @JsonProperty("_2faCode")
    private String _2faCode;

    /** Column order */
    private Integer order;

    /** 用户名称 */
    @Schema(description = "用户名称")
    @Size(max = 32)
    @JsonProperty("用户名")
    private String 用户名;

    /** Column a_value */
    @JsonProperty("aValue")
    private Integer aValue;

    /** Column URL */
    @Size(max = 255)
    private String url;

    @JsonProperty("_2faCode")
    public String get_2faCode() {
        return _2faCode;
    }

    @JsonProperty("_2faCode")
    public void set_2faCode(String _2faCode) {
        this._2faCode = _2faCode;
    }

    @JsonProperty("用户名")
    public String get用户名() {
        return 用户名;
    }

    @JsonProperty("用户名")
    public void set用户名(String 用户名) {
        this.用户名 = 用户名;
    }

    @JsonProperty("aValue")
    public Integer getAValue() {
        return aValue;
    }

    @JsonProperty("aValue")
    public void setAValue(Integer aValue) {
        this.aValue = aValue;
    }
}
