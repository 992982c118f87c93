package com.example.demo.query.system;

import com.example.demo.common.QuerySupport;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Sys role list queries ({@code GET /api/sys-role/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class SysRoleCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "code", "name", "remark"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** code equals the value. */
    private String code;

    /** code contains the text (% and _ match themselves). */
    private String codeLike;

    /** name contains the text (% and _ match themselves). */
    private String nameLike;

    /** name starts with the text (% and _ match themselves). */
    private String nameStarts;

    /** name equals the value. */
    private String name;

    /** remark equals the value. */
    private String remark;

    /** remark contains the text (% and _ match themselves). */
    private String remarkLike;

    /** remark is null (true) or not null (false). */
    private Boolean remarkIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public List<Long> getIdIn() {
        return idIn;
    }

    public void setIdIn(List<Long> idIn) {
        this.idIn = idIn;
    }

    public String getCode() {
        return code;
    }

    public void setCode(String code) {
        this.code = code;
    }

    public String getCodeLike() {
        return codeLike;
    }

    public void setCodeLike(String codeLike) {
        this.codeLike = codeLike;
    }

    public String getNameLike() {
        return nameLike;
    }

    public void setNameLike(String nameLike) {
        this.nameLike = nameLike;
    }

    public String getNameStarts() {
        return nameStarts;
    }

    public void setNameStarts(String nameStarts) {
        this.nameStarts = nameStarts;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getRemark() {
        return remark;
    }

    public void setRemark(String remark) {
        this.remark = remark;
    }

    public String getRemarkLike() {
        return remarkLike;
    }

    public void setRemarkLike(String remarkLike) {
        this.remarkLike = remarkLike;
    }

    public Boolean getRemarkIsNull() {
        return remarkIsNull;
    }

    public void setRemarkIsNull(Boolean remarkIsNull) {
        this.remarkIsNull = remarkIsNull;
    }

    public String getSort() {
        return sort;
    }

    public void setSort(String sort) {
        this.sort = sort;
    }

    public Long getPage() {
        return page;
    }

    public void setPage(Long page) {
        this.page = page;
    }

    public Long getSize() {
        return size;
    }

    public void setSize(Long size) {
        this.size = size;
    }

    /** The statement parameters (a like value escaped, {@code sort} checked against {@link #SORTABLE}). */
    public Map<String, Object> toParams() {
        Map<String, Object> p = new HashMap<>();
        p.put("id", id);
        p.put("idIn", idIn);
        p.put("code", code);
        p.put("codeLike", QuerySupport.contains(codeLike));
        p.put("nameLike", QuerySupport.contains(nameLike));
        p.put("nameStarts", QuerySupport.startsWith(nameStarts));
        p.put("name", name);
        p.put("remark", remark);
        p.put("remarkLike", QuerySupport.contains(remarkLike));
        p.put("remarkIsNull", remarkIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
