package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResponse;
import com.example.sakila.dto.ActorRequest;
import com.example.sakila.dto.ActorResponse;
import com.example.sakila.entity.Actor;
import com.example.sakila.service.ActorService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * REST endpoints of Actor ({@link Actor}).
 * Bodies are records; errors are {@code ProblemDetail}s.
 */
@Tag(name = "Actor")
@RestController
@RequestMapping("/api/actor")
public class ActorController {

    private final ActorService service;

    public ActorController(ActorService service) {
        this.service = service;
    }

    @Operation(summary = "List Actor (paged, filtered by any field)")
    @GetMapping
    public PageResponse<ActorResponse> page(
            @ModelAttribute Actor filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return service.page(filter, page, size).map(ActorResponse::of);
    }

    @Operation(summary = "Get one Actor")
    @GetMapping("/{actorId}")
    public ActorResponse get(@PathVariable("actorId") Integer actorId) {
        Actor row = service.findByKey(actorId);
        if (row == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ActorResponse.of(row);
    }

    @Operation(summary = "Create Actor")
    @PostMapping
    public ResponseEntity<ActorResponse> create(@Valid @RequestBody ActorRequest request) {
        return ResponseEntity.status(HttpStatus.CREATED).body(ActorResponse.of(service.create(request.toEntity())));
    }

    @Operation(summary = "Update Actor")
    @PutMapping("/{actorId}")
    public ActorResponse update(@PathVariable("actorId") Integer actorId,
            @Valid @RequestBody ActorRequest request) {
        Actor row = request.toEntity();
        row.setActorId(actorId);
        if (!service.update(row)) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ActorResponse.of(service.findByKey(actorId));
    }

    @Operation(summary = "Delete Actor")
    @DeleteMapping("/{actorId}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void delete(@PathVariable("actorId") Integer actorId) {
        if (!service.deleteByKey(actorId)) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
    }
}
