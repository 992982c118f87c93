package com.example.edge.entity;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.io.Serializable;
import java.time.LocalDateTime;
import lombok.Data;
import org.springframework.format.annotation.DateTimeFormat;

/**
 * Batch job execution
 * <p>Table: {@code BATCH_JOB_EXECUTION}</p>
 */
@Data
@Schema(description = "Batch job execution")
@JsonPropertyOrder({
    "jobExecutionId",
    "startTime",
    "exitMessage",
})
public class BatchJobExecution implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Column JOB_EXECUTION_ID */
    @NotNull
    private Long jobExecutionId;

    /** Column START_TIME */
    @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
    private LocalDateTime startTime;

    /** Column EXIT_MESSAGE */
    @Size(max = 2500)
    private String exitMessage;
}
