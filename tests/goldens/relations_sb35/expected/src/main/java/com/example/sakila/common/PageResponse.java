package com.example.sakila.common;

import java.util.List;
import java.util.function.Function;

/**
 * One page of a list.
 *
 * @param items the rows of this page
 * @param total how many rows match in all
 * @param page 1-based page number
 * @param size page size
 * @param <T> type of the rows
 */
public record PageResponse<T>(List<T> items, long total, long page, long size) {

    /** How many pages there are. */
    public long pages() {
        return size == 0 ? 0 : (total + size - 1) / size;
    }

    /** The same page with every row converted. */
    public <R> PageResponse<R> map(Function<? super T, ? extends R> mapper) {
        return new PageResponse<>(items.stream().<R>map(mapper).toList(), total, page, size);
    }
}
