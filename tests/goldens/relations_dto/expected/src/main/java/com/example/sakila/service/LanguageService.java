package com.example.sakila.service;

import com.baomidou.mybatisplus.extension.service.IService;
import com.example.sakila.common.PageResult;
import com.example.sakila.entity.Film;
import com.example.sakila.entity.Language;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Business operations on Language ({@link Language}), on top of
 * MyBatis-Plus' {@link IService}.
 */
public interface LanguageService extends IService<Language> {

    /** The row with the given key, or {@code null}. */
    Language findByKey(Long languageId);

    /**
     * One page of rows whose columns equal the non-null fields of {@code filter}.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Language> page(Language filter, long page, long size);

    /** Insert {@code row} and return the row as the database stored it (defaults, generated columns and the generated key included). */
    Language create(Language row);

    /**
     * Replace every writable column of the row with {@code row}'s key by {@code row}'s values
     * ({@code null} included), after validating {@code row}; the row as stored, or {@code null}
     * when no row has that key.
     */
    Language update(Language row);

    /**
     * Apply {@code changes} (JSON merge patch members: field name → value, {@code null} clears
     * the field) to the row with the given key and store it; the row as stored, or {@code null}
     * when no row has that key.
     */
    Language patch(Long languageId, Map<String, Object> changes);

    /** Delete the row with the given key; false when no such row exists. */
    boolean deleteByKey(Long languageId);

    /** The relations {@code with} may name: {@code dubbedFilms}, {@code films}. */
    List<String> RELATIONS = Collections.unmodifiableList(Arrays.asList("dubbedFilms", "films"));

    /** The most related rows {@link #loadRelations} gives each row's list relation: the first by the related table's key. */
    int RELATED_LIMIT = 100;

    /** Load the relations named in {@code with} into {@code rows}, one read per relation for all rows, a list relation holding each row's first {@link #RELATED_LIMIT} related rows by key; a name not in {@link #RELATIONS} is refused (400). */
    void loadRelations(List<Language> rows, Collection<String> with);

    /**
     * One-to-many {@code dubbedFilms}: one page of the related rows of {@code row}, in key order, with their count.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Film> pageDubbedFilms(Language row, long page, long size);

    /**
     * One-to-many {@code films}: one page of the related rows of {@code row}, in key order, with their count.
     *
     * @param page 1-based page number (below 1: refused)
     * @param size rows per page, 1 to 500 (else refused)
     */
    PageResult<Film> pageFilms(Language row, long page, long size);
}
