package com.example.sakila.controller;

import com.example.sakila.common.PageResult;
import com.example.sakila.common.QuerySupport;
import com.example.sakila.common.Result;
import com.example.sakila.entity.Payment;
import com.example.sakila.query.PaymentCriteria;
import com.example.sakila.service.PaymentQueryService;
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
 * The list query of Payment ({@link Payment}): filters by operator, {@code sort}
 * against {@link PaymentCriteria#SORTABLE}, pages of at most 500 rows.
 *
 * @author Genix Golden
 */
@RestController
@RequestMapping("/api/payment")
public class PaymentQueryController {

    private final PaymentQueryService service;

    public PaymentQueryController(PaymentQueryService service) {
        this.service = service;
    }

    @ApiOperation(value = "Query Payment (filters by operator, sort, page)", nickname = "paymentQuery")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<Payment>>> query(@ModelAttribute PaymentCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        Map.Entry<Long, List<Payment>> found = service.page(p);
        long total = found.getKey();
        List<Payment> rows = found.getValue();
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @ApiOperation(value = "Count Payment (the filters of the query)", nickname = "paymentCount")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute PaymentCriteria query) {
        return ResponseEntity.ok(Result.ok(service.count(query.toParams())));
    }

    @ApiOperation(value = "Whether any Payment matches (the filters of the query)", nickname = "paymentExists")
    @ApiResponses({@ApiResponse(code = 200, message = "OK"), @ApiResponse(code = 400, message = "Invalid request (a value that does not fit, a broken constraint)", response = Result.class)})
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute PaymentCriteria query) {
        return ResponseEntity.ok(Result.ok(service.exists(query.toParams())));
    }
}
