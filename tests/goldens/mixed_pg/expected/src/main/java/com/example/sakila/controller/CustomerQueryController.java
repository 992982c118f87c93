package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.QuerySupport;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Customer;
import com.example.sakila.query.CustomerCriteria;
import com.example.sakila.service.CustomerQueryService;
import io.swagger.annotations.ApiOperation;
import io.swagger.annotations.ApiResponse;
import io.swagger.annotations.ApiResponses;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Customer ({@link Customer}): filters by operator, {@code sort}
 * against {@link CustomerCriteria#SORTABLE}, pages of at most 500 rows.
 *
 * @author Genix Golden
 */
@RestController
@RequestMapping("/api/customer")
public class CustomerQueryController {

    private final CustomerQueryService service;

    public CustomerQueryController(CustomerQueryService service) {
        this.service = service;
    }

    @ApiOperation(value = "Query Customer (filters by operator, sort, page)", nickname = "customerQuery")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<Customer>>> query(@ModelAttribute CustomerCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Customer>> found = service.page(p);
        long total = found.getKey();
        List<Customer> rows = found.getValue();
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @ApiOperation(value = "Count Customer (the filters of the query)", nickname = "customerCount")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute CustomerCriteria query) {
        return ResponseEntity.ok(Result.ok(service.count(query.toParams())));
    }

    @ApiOperation(value = "Whether any Customer matches (the filters of the query)", nickname = "customerExists")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute CustomerCriteria query) {
        return ResponseEntity.ok(Result.ok(service.exists(query.toParams())));
    }
}
