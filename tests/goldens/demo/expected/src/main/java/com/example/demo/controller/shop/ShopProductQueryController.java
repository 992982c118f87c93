package com.example.demo.controller.shop;

import com.example.demo.common.PageResult;
import com.example.demo.common.QuerySupport;
import com.example.demo.common.Result;
import com.example.demo.entity.shop.ShopProduct;
import com.example.demo.mapper.shop.ShopProductQueryMapper;
import com.example.demo.query.shop.ShopProductCriteria;
import io.swagger.v3.oas.annotations.Operation;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The list query of Shop product ({@link ShopProduct}): filters by operator, {@code sort}
 * against {@link ShopProductCriteria#SORTABLE}, pages of at most 500 rows.
 */
@RestController
@RequestMapping("/api/shop-product")
public class ShopProductQueryController {

    private final ShopProductQueryMapper mapper;

    public ShopProductQueryController(ShopProductQueryMapper mapper) {
        this.mapper = mapper;
    }

    @Operation(operationId = "shopProductQuery", summary = "Query Shop product (filters by operator, sort, page)")
    @GetMapping("/query")
    public ResponseEntity<Result<PageResult<ShopProduct>>> query(@ModelAttribute ShopProductCriteria query) {
        long pageNo = QuerySupport.page(query.getPage(), false);
        long pageSize = QuerySupport.size(query.getSize(), 20, 500, false);
        Map<String, Object> p = query.toParams();
        p.put("offset", QuerySupport.offset(pageNo, pageSize));
        p.put("limit", pageSize);
        long total = mapper.countQuery(p);
        List<ShopProduct> rows = total == 0 ? Collections.emptyList() : mapper.selectQuery(p);
        return ResponseEntity.ok(Result.ok(new PageResult<>(rows, total, pageNo, pageSize)));
    }

    @Operation(operationId = "shopProductCount", summary = "Count Shop product (the filters of the query)")
    @GetMapping("/count")
    public ResponseEntity<Result<Long>> count(@ModelAttribute ShopProductCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.countQuery(query.toParams())));
    }

    @Operation(operationId = "shopProductExists", summary = "Whether any Shop product matches (the filters of the query)")
    @GetMapping("/exists")
    public ResponseEntity<Result<Boolean>> exists(@ModelAttribute ShopProductCriteria query) {
        return ResponseEntity.ok(Result.ok(mapper.existsQuery(query.toParams()) != null));
    }
}
