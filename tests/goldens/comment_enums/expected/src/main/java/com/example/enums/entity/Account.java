package com.example.enums.entity;

import com.baomidou.mybatisplus.annotation.EnumValue;
import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.annotation.TableField;
import com.baomidou.mybatisplus.annotation.TableId;
import com.baomidou.mybatisplus.annotation.TableName;
import com.example.enums.common.DbEnum;
import com.example.enums.common.DbEnumTypeHandler;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import lombok.Data;

/**
 * Account
 * <p>Table: {@code account}</p>
 */
@Data
@Schema(description = "Account")
@JsonPropertyOrder({
    "id",
    "status",
    "sex",
    "mode",
    "flag",
    "phase",
    "note",
})
@TableName(value = "account", autoResultMap = true)
public class Account implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    /** 状态（0正常 1停用） */
    @Schema(description = "状态（0正常 1停用）", allowableValues = {"0", "1"})
    @TableField(typeHandler = DbEnumTypeHandler.class)
    private Account.Status status;

    /** 用户性别（0男 1女 2未知） */
    @Schema(description = "用户性别（0男 1女 2未知）", allowableValues = {"0", "1", "2"})
    @Size(max = 1)
    private String sex;

    /** 1: active, 2: disabled, 3: Active */
    @Schema(description = "1: active, 2: disabled, 3: Active", allowableValues = {"1", "2", "3"})
    @TableField(typeHandler = DbEnumTypeHandler.class)
    private Account.Mode mode;

    /** 是否默认（Y是 N否） */
    @Schema(description = "是否默认（Y是 N否）", allowableValues = {"Y", "N"})
    @TableField(typeHandler = DbEnumTypeHandler.class)
    private Account.Flag flag;

    /** 阶段：1=draft, 2=final */
    @Schema(description = "阶段：1=draft, 2=final", allowableValues = {"1", "2"})
    @TableField(typeHandler = DbEnumTypeHandler.class)
    private Account.Phase phase;

    /** 备注（0正常 1停用） */
    @Schema(description = "备注（0正常 1停用）", allowableValues = {"0", "1"})
    @Size(max = 20)
    private String note;

    /** {@code note} = {@code 0}: 正常 */
    public static final String NOTE_NORMAL = "0";
    /** {@code note} = {@code 1}: 停用 */
    public static final String NOTE_DISABLED = "1";

    /** Values of {@code status} ({@code character(1)}), from the column comment: the code stored in the database and its label. */
    public enum Status implements DbEnum {
        NORMAL("0", "正常"),
        DISABLED("1", "停用");

        @EnumValue
        private final String code;
        private final String label;

        Status(String code, String label) {
            this.code = code;
            this.label = label;
        }

        /** The code stored in the database; JSON carries it too. */
        @JsonValue
        @Override
        public String getCode() {
            return code;
        }

        /** What the code means (empty when the schema does not say). */
        public String getLabel() {
            return label;
        }

        /** The code as text (what a query parameter carries). */
        @Override
        public String getValue() {
            return String.valueOf(code);
        }

        /** The constant of a code; JSON input goes through it: an unknown code is refused. */
        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static Status ofCode(String code) {
            for (Status constant : values()) {
                if (constant.code.equals(code)) {
                    return constant;
                }
            }
            throw new IllegalArgumentException("no Status has the code " + code);
        }
    }

    /** Values of {@code mode} ({@code integer}), from the column comment: the code stored in the database and its label. */
    public enum Mode implements DbEnum {
        ACTIVE(1, "active"),
        DISABLED(2, "disabled"),
        ACTIVE_2(3, "Active");

        @EnumValue
        private final Integer code;
        private final String label;

        Mode(Integer code, String label) {
            this.code = code;
            this.label = label;
        }

        /** The code stored in the database; JSON carries it too. */
        @JsonValue
        @Override
        public Integer getCode() {
            return code;
        }

        /** What the code means (empty when the schema does not say). */
        public String getLabel() {
            return label;
        }

        /** The code as text (what a query parameter carries). */
        @Override
        public String getValue() {
            return String.valueOf(code);
        }

        /** The constant of a code; JSON input goes through it: an unknown code is refused. */
        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static Mode ofCode(Integer code) {
            for (Mode constant : values()) {
                if (constant.code.equals(code)) {
                    return constant;
                }
            }
            throw new IllegalArgumentException("no Mode has the code " + code);
        }
    }

    /** Values of {@code flag} ({@code character varying(3)}), from the column comment: the code stored in the database and its label. */
    public enum Flag implements DbEnum {
        Y("Y", "是"),
        N("N", "否");

        @EnumValue
        private final String code;
        private final String label;

        Flag(String code, String label) {
            this.code = code;
            this.label = label;
        }

        /** The code stored in the database; JSON carries it too. */
        @JsonValue
        @Override
        public String getCode() {
            return code;
        }

        /** What the code means (empty when the schema does not say). */
        public String getLabel() {
            return label;
        }

        /** The code as text (what a query parameter carries). */
        @Override
        public String getValue() {
            return String.valueOf(code);
        }

        /** The constant of a code; JSON input goes through it: an unknown code is refused. */
        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static Flag ofCode(String code) {
            for (Flag constant : values()) {
                if (constant.code.equals(code)) {
                    return constant;
                }
            }
            throw new IllegalArgumentException("no Flag has the code " + code);
        }
    }

    /** Values of {@code phase} ({@code smallint}), from its CHECK constraint: the code stored in the database and its label. */
    public enum Phase implements DbEnum {
        DRAFT(1, "draft"),
        FINAL(2, "final");

        @EnumValue
        private final Integer code;
        private final String label;

        Phase(Integer code, String label) {
            this.code = code;
            this.label = label;
        }

        /** The code stored in the database; JSON carries it too. */
        @JsonValue
        @Override
        public Integer getCode() {
            return code;
        }

        /** What the code means (empty when the schema does not say). */
        public String getLabel() {
            return label;
        }

        /** The code as text (what a query parameter carries). */
        @Override
        public String getValue() {
            return String.valueOf(code);
        }

        /** The constant of a code; JSON input goes through it: an unknown code is refused. */
        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public static Phase ofCode(Integer code) {
            for (Phase constant : values()) {
                if (constant.code.equals(code)) {
                    return constant;
                }
            }
            throw new IllegalArgumentException("no Phase has the code " + code);
        }
    }
}
