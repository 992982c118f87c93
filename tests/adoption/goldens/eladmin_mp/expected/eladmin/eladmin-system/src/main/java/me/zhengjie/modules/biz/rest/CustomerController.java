package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import java.util.Map;
import javax.validation.Valid;
import me.zhengjie.common.NotFoundException;
import me.zhengjie.modules.biz.domain.Customer;
import me.zhengjie.modules.biz.service.CustomerService;
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
 * REST endpoints of 客户信息表 ({@link Customer}).
 */
@Api(tags = "客户信息表")
@RestController
@RequestMapping("/api/customers")
public class CustomerController {

    private final CustomerService service;

    public CustomerController(CustomerService service) {
        this.service = service;
    }

    @ApiOperation(value = "List Customer (paged, filtered by any field)", nickname = "customerList")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)")})
    @PreAuthorize("@el.check('customer:list')")
    @GetMapping("")
    public ResponseEntity<PageResult<Customer>> page(
            @ModelAttribute Customer filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(service.page(filter, page, size));
    }

    @ApiOperation(value = "Get one Customer", nickname = "customerGet")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found")})
    @GetMapping("/{customerId}")
    public ResponseEntity<Customer> get(@PathVariable("customerId") Long customerId) {
        Customer row = service.findByKey(customerId);
        if (row == null) {
            throw new NotFoundException("biz_customer " + "customerId=" + customerId + " not found");
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation(value = "Create Customer", nickname = "customerCreate")
    @ApiResponses({@ApiResponse(code = 201, message = "Created: the row as stored"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('customer:add')")
    @PostMapping("")
    public ResponseEntity<Customer> create(@Valid @RequestBody Customer row) {
        Customer stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{customerId}").buildAndExpand(stored.getCustomerId()).toUri()).body(stored);
    }

    @ApiOperation(value = "Replace Customer (every writable field; a field left out becomes null, but a write-only or audit field keeps its value)", nickname = "customerUpdate")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('customer:edit')")
    @PutMapping("/{customerId}")
    public ResponseEntity<Customer> update(@PathVariable("customerId") Long customerId,
            @RequestBody Customer row) {
        row.setCustomerId(customerId);
        Customer stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("biz_customer " + "customerId=" + customerId + " not found");
        }
        return ResponseEntity.ok(stored);
    }

    @ApiOperation(value = "Change Customer (only the fields sent; null clears one)", nickname = "customerPatch")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)"), @ApiResponse(code = 422, message = "Refused by the database (a missing referenced row or value)")})
    @PreAuthorize("@el.check('customer:edit')")
    @PatchMapping("/{customerId}")
    public ResponseEntity<Customer> patch(@PathVariable("customerId") Long customerId,
            @RequestBody Map<String, Object> changes) {
        Customer stored = service.patch(customerId, changes);
        if (stored == null) {
            throw new NotFoundException("biz_customer " + "customerId=" + customerId + " not found");
        }
        return ResponseEntity.ok(stored);
    }

    @ApiOperation(value = "Delete Customer", nickname = "customerDelete")
    @ApiResponses({@ApiResponse(code = 204, message = "Deleted"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)"), @ApiResponse(code = 404, message = "Not found"), @ApiResponse(code = 409, message = "Conflict (a unique key is taken, the row is still referenced)")})
    @PreAuthorize("@el.check('customer:del')")
    @DeleteMapping("/{customerId}")
    public ResponseEntity<Void> delete(@PathVariable("customerId") Long customerId) {
        if (!service.deleteByKey(customerId)) {
            throw new NotFoundException("biz_customer " + "customerId=" + customerId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
