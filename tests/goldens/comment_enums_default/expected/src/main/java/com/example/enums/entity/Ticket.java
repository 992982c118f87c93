package com.example.enums.entity;

import com.example.enums.common.DbEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import lombok.Data;

/**
 * Ticket
 * <p>Table: {@code ticket}</p>
 */
@Data
@Schema(description = "Ticket")
@JsonPropertyOrder({
    "id",
    "title",
    "state",
    "level",
    "kind",
})
public class Ticket implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column id (primary key) */
    private Integer id;

    /** Column title */
    @NotBlank
    @Size(max = 50)
    private String title;

    /** Column state */
    @Schema(description = "Values: open, closed, on-hold", allowableValues = {"open", "closed", "on-hold"})
    private Ticket.State state;

    /** 级别（1低 2中 3高） */
    @Schema(description = "级别（1低 2中 3高）", allowableValues = {"1", "2", "3"})
    private Ticket.Level level;

    /** 类型：A=bug, B=feature */
    @Schema(description = "类型：A=bug, B=feature", allowableValues = {"A", "B"})
    private Ticket.Kind kind;

    /** Values of {@code state} ({@code character varying(10)}), from its CHECK constraint: the code stored in the database and its label. */
    public enum State implements DbEnum {
        OPEN("open", ""),
        CLOSED("closed", ""),
        ON_HOLD("on-hold", "");

        private final String code;
        private final String label;

        State(String code, String label) {
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
        public static State ofCode(String code) {
            for (State constant : values()) {
                if (constant.code.equals(code)) {
                    return constant;
                }
            }
            throw new IllegalArgumentException("no State has the code " + code);
        }
    }

    /** Values of {@code level} ({@code smallint}), from the column comment: the code stored in the database and its label. */
    public enum Level implements DbEnum {
        LOW(1, "低"),
        MEDIUM(2, "中"),
        HIGH(3, "高");

        private final Integer code;
        private final String label;

        Level(Integer code, String label) {
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
        public static Level ofCode(Integer code) {
            for (Level constant : values()) {
                if (constant.code.equals(code)) {
                    return constant;
                }
            }
            throw new IllegalArgumentException("no Level has the code " + code);
        }
    }

    /** Values of {@code kind} ({@code character(1)}), from the column comment: the code stored in the database and its label. */
    public enum Kind implements DbEnum {
        BUG("A", "bug"),
        FEATURE("B", "feature");

        private final String code;
        private final String label;

        Kind(String code, String label) {
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
        public static Kind ofCode(String code) {
            for (Kind constant : values()) {
                if (constant.code.equals(code)) {
                    return constant;
                }
            }
            throw new IllegalArgumentException("no Kind has the code " + code);
        }
    }
}
