package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import java.util.Map;
import javax.validation.Valid;
import me.zhengjie.common.NotFoundException;
import me.zhengjie.modules.biz.service.BizJobService;
import me.zhengjie.modules.system.domain.Job;
import me.zhengjie.utils.PageResult;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
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
 * REST endpoints of 岗位 ({@link Job}).
 */
@Api(tags = "岗位")
@RestController
@RequestMapping("/api/biz-jobs")
public class BizJobController {

    private final BizJobService service;

    public BizJobController(BizJobService service) {
        this.service = service;
    }

    @ApiOperation(value = "List BizJob (paged, filtered by any field)", nickname = "bizJobList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)")})
    @PreAuthorize("@el.check('bizjob:list')")
    @GetMapping("")
    public ResponseEntity<PageResult<Job>> page(
            @ModelAttribute Job filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(service.page(filter, page, size));
    }

    @ApiOperation(value = "Get one BizJob", nickname = "bizJobGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found")})
    @GetMapping("/{id}")
    public ResponseEntity<Job> get(@PathVariable("id") Long id) {
        Job row = service.findByKey(id);
        if (row == null) {
            throw new NotFoundException("sys_job " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation(value = "Get one BizJob by name", nickname = "bizJobGetByName")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found")})
    @GetMapping("/by-name")
    public ResponseEntity<Job> getByName(@RequestParam("name") String name) {
        Job row = service.findByName(name);
        if (row == null) {
            throw new NotFoundException("sys_job " + "name=" + name + " not found");
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation(value = "Create BizJob", nickname = "bizJobCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('bizjob:add')")
    @PostMapping("")
    public ResponseEntity<Job> create(@Valid @RequestBody Job row) {
        Job stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{id}").buildAndExpand(stored.getId()).toUri()).body(stored);
    }

    @ApiOperation(value = "Replace BizJob (every writable field; a field left out becomes null, but a write-only or audit field keeps its value)", nickname = "bizJobUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('bizjob:edit')")
    @PutMapping("/{id}")
    public ResponseEntity<Job> update(@PathVariable("id") Long id,
            @RequestBody Job row) {
        row.setId(id);
        Job stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("sys_job " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(stored);
    }

    @ApiOperation(value = "Change BizJob (only the fields sent; null clears one)", nickname = "bizJobPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('bizjob:edit')")
    @PatchMapping("/{id}")
    public ResponseEntity<Job> patch(@PathVariable("id") Long id,
            @RequestBody Map<String, Object> changes) {
        Job stored = service.patch(id, changes);
        if (stored == null) {
            throw new NotFoundException("sys_job " + "id=" + id + " not found");
        }
        return ResponseEntity.ok(stored);
    }

    @ApiOperation(value = "Delete BizJob", nickname = "bizJobDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)")})
    @PreAuthorize("@el.check('bizjob:del')")
    @DeleteMapping("/{id}")
    public ResponseEntity<Void> delete(@PathVariable("id") Long id) {
        if (!service.deleteByKey(id)) {
            throw new NotFoundException("sys_job " + "id=" + id + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
