package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Actor;
import com.example.sakila.service.ActorService;
import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * REST endpoints of Actor ({@link Actor}).
 *
 * @author Genix Golden
 */
@Api(tags = "Actor")
@RestController
@RequestMapping("/api/actor")
public class ActorController {

    private final ActorService service;

    public ActorController(ActorService service) {
        this.service = service;
    }

    @ApiOperation(value = "List Actor (paged, filtered by any field)", nickname = "actorList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("")
    public ResponseEntity<Result<PageResult<Actor>>> page(
            @ModelAttribute Actor filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @ApiOperation(value = "Get one Actor", nickname = "actorGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class)})
    @GetMapping("/{actorId}")
    public ResponseEntity<Result<Actor>> get(@PathVariable("actorId") Integer actorId) {
        Actor row = service.findByKey(actorId);
        if (row == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @ApiOperation(value = "Create Actor", nickname = "actorCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("")
    public ResponseEntity<Result<Actor>> create(@Valid @RequestBody Actor row) {
        Actor stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{actorId}").buildAndExpand(stored.getActorId()).toUri()).body(Result.ok(stored));
    }

    @ApiOperation(value = "Replace Actor (every writable field; a field left out becomes null)", nickname = "actorUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("/{actorId}")
    public ResponseEntity<Result<Actor>> update(@PathVariable("actorId") Integer actorId,
            @RequestBody Actor row) {
        row.setActorId(actorId);
        Actor stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Change Actor (only the fields sent; null clears one)", nickname = "actorPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PatchMapping("/{actorId}")
    public ResponseEntity<Result<Actor>> patch(@PathVariable("actorId") Integer actorId,
            @RequestBody Map<String, Object> changes) {
        Actor stored = service.patch(actorId, changes);
        if (stored == null) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @ApiOperation(value = "Delete Actor", nickname = "actorDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 404, message = "Not found", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class)})
    @DeleteMapping("/{actorId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("actorId") Integer actorId) {
        if (!service.deleteByKey(actorId)) {
            throw new NotFoundException("actor " + "actorId=" + actorId + " not found");
        }
        return ResponseEntity.noContent().build();
    }

    @ApiOperation(value = "Create several Actor", nickname = "actorCreateBatch")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PostMapping("/batch")
    public ResponseEntity<Result<Integer>> createBatch(@RequestBody List<Actor> rows) {
        return ResponseEntity.status(HttpStatus.CREATED).body(Result.ok(service.createBatch(rows)));
    }

    @ApiOperation(value = "Create or update Actor by its key", nickname = "actorSave")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)", response = Result.class), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)", response = Result.class)})
    @PutMapping("")
    public ResponseEntity<Result<Actor>> upsert(@Valid @RequestBody Actor row) {
        return ResponseEntity.ok(Result.ok(service.upsert(row)));
    }
}
