package me.zhengjie.modules.biz.rest;

import io.swagger.annotations.Api;
import io.swagger.annotations.ApiOperation;
import javax.validation.Valid;
import me.zhengjie.modules.biz.domain.Customer;
import me.zhengjie.modules.biz.service.CustomerService;
import me.zhengjie.utils.PageResult;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

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

    @ApiOperation("List 客户信息表 (paged, filtered by any field)")
    @PreAuthorize("@el.check('customer:list')")
    @GetMapping
    public ResponseEntity<PageResult<Customer>> page(
            @ModelAttribute Customer filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(service.page(filter, page, size));
    }

    @ApiOperation("Get one 客户信息表")
    @GetMapping("/{customerId}")
    public ResponseEntity<Customer> get(@PathVariable("customerId") Long customerId) {
        Customer row = service.findByKey(customerId);
        if (row == null) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(row);
    }

    @ApiOperation("Create 客户信息表")
    @PreAuthorize("@el.check('customer:add')")
    @PostMapping
    public ResponseEntity<Customer> create(@Valid @RequestBody Customer row) {
        return ResponseEntity.status(HttpStatus.CREATED).body(service.create(row));
    }

    @ApiOperation("Update 客户信息表")
    @PreAuthorize("@el.check('customer:edit')")
    @PutMapping("/{customerId}")
    public ResponseEntity<Customer> update(@PathVariable("customerId") Long customerId,
            @Valid @RequestBody Customer row) {
        row.setCustomerId(customerId);
        if (!service.update(row)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(service.findByKey(customerId));
    }

    @ApiOperation("Delete 客户信息表")
    @PreAuthorize("@el.check('customer:del')")
    @DeleteMapping("/{customerId}")
    public ResponseEntity<Void> delete(@PathVariable("customerId") Long customerId) {
        if (!service.deleteByKey(customerId)) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.noContent().build();
    }
}
