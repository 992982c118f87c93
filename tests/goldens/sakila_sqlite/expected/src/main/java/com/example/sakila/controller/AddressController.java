package com.example.sakila.controller;

import com.example.sakila.common.NotFoundException;
import com.example.sakila.common.PageResult;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Address;
import com.example.sakila.service.AddressService;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import java.util.Map;
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
 * REST endpoints of Address ({@link Address}).
 */
@Tag(name = "Address")
@RestController
@RequestMapping("/api/address")
public class AddressController {

    private final AddressService service;

    public AddressController(AddressService service) {
        this.service = service;
    }

    @Operation(operationId = "addressList", summary = "List Address (paged, filtered by any field)")
    @GetMapping
    public ResponseEntity<Result<PageResult<Address>>> page(
            @ModelAttribute Address filter,
            @RequestParam(value = "page", defaultValue = "1") long page,
            @RequestParam(value = "size", defaultValue = "20") long size) {
        return ResponseEntity.ok(Result.ok(service.page(filter, page, size)));
    }

    @Operation(operationId = "addressGet", summary = "Get one Address")
    @GetMapping("/{addressId}")
    public ResponseEntity<Result<Address>> get(@PathVariable("addressId") Long addressId) {
        Address row = service.findByKey(addressId);
        if (row == null) {
            throw new NotFoundException("address " + "addressId=" + addressId + " not found");
        }
        return ResponseEntity.ok(Result.ok(row));
    }

    @Operation(operationId = "addressCreate", summary = "Create Address")
    @PostMapping
    public ResponseEntity<Result<Address>> create(@Valid @RequestBody Address row) {
        Address stored = service.create(row);
        return ResponseEntity.created(ServletUriComponentsBuilder.fromCurrentRequest().path("/{addressId}").buildAndExpand(stored.getAddressId()).toUri()).body(Result.ok(stored));
    }

    @Operation(operationId = "addressUpdate", summary = "Replace Address (every writable field; a field left out becomes null)")
    @PutMapping("/{addressId}")
    public ResponseEntity<Result<Address>> update(@PathVariable("addressId") Long addressId,
            @RequestBody Address row) {
        row.setAddressId(addressId);
        Address stored = service.update(row);
        if (stored == null) {
            throw new NotFoundException("address " + "addressId=" + addressId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "addressPatch", summary = "Change Address (only the fields sent; null clears one)")
    @PatchMapping("/{addressId}")
    public ResponseEntity<Result<Address>> patch(@PathVariable("addressId") Long addressId,
            @RequestBody Map<String, Object> changes) {
        Address stored = service.patch(addressId, changes);
        if (stored == null) {
            throw new NotFoundException("address " + "addressId=" + addressId + " not found");
        }
        return ResponseEntity.ok(Result.ok(stored));
    }

    @Operation(operationId = "addressDelete", summary = "Delete Address")
    @DeleteMapping("/{addressId}")
    public ResponseEntity<Result<Void>> delete(@PathVariable("addressId") Long addressId) {
        if (!service.deleteByKey(addressId)) {
            throw new NotFoundException("address " + "addressId=" + addressId + " not found");
        }
        return ResponseEntity.noContent().build();
    }
}
