package com.example.sakila.common;

import java.util.List;

/**
 * One page of a list: its rows, the total number of matching rows, the 1-based page number
 * and the page size.
 *
 * @param <T> type of the rows
 *
 * @author Genix Golden
 */
public class PageResult<T> {

    private final List<T> items;
    private final long total;
    private final long page;
    private final long size;

    public PageResult(List<T> items, long total, long page, long size) {
        this.items = items;
        this.total = total;
        this.page = page;
        this.size = size;
    }

    public List<T> getItems() {
        return items;
    }

    public long getTotal() {
        return total;
    }

    public long getPage() {
        return page;
    }

    public long getSize() {
        return size;
    }

    public long getPages() {
        return size == 0 ? 0 : (total + size - 1) / size;
    }
}
