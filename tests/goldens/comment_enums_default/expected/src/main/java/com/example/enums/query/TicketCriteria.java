package com.example.enums.query;

import com.example.enums.common.QuerySupport;
import com.example.enums.entity.Ticket;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Ticket list queries ({@code GET /api/ticket/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class TicketCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "title", "state", "level", "kind"));

    /** id equals the value. */
    private Integer id;

    /** id is one of the values (a,b or repeated). */
    private List<Integer> idIn;

    /** title contains the text (% and _ match themselves). */
    private String titleLike;

    /** title starts with the text (% and _ match themselves). */
    private String titleStarts;

    /** title equals the value. */
    private String title;

    /** state equals the value. */
    private Ticket.State state;

    /** state is one of the values (a,b or repeated). */
    private List<Ticket.State> stateIn;

    /** level equals the value. */
    private Ticket.Level level;

    /** level is one of the values (a,b or repeated). */
    private List<Ticket.Level> levelIn;

    /** kind equals the value. */
    private Ticket.Kind kind;

    /** kind is one of the values (a,b or repeated). */
    private List<Ticket.Kind> kindIn;

    /** kind is null (true) or not null (false). */
    private Boolean kindIsNull;

    /** Sort properties, comma-separated ({@code title,-releaseYear}); the key follows. */
    private String sort;

    /** 1-based page number. */
    private Long page;

    /** Rows per page (at most 500, default 20). */
    private Long size;

    public Integer getId() {
        return id;
    }

    public void setId(Integer id) {
        this.id = id;
    }

    public List<Integer> getIdIn() {
        return idIn;
    }

    public void setIdIn(List<Integer> idIn) {
        this.idIn = idIn;
    }

    public String getTitleLike() {
        return titleLike;
    }

    public void setTitleLike(String titleLike) {
        this.titleLike = titleLike;
    }

    public String getTitleStarts() {
        return titleStarts;
    }

    public void setTitleStarts(String titleStarts) {
        this.titleStarts = titleStarts;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public Ticket.State getState() {
        return state;
    }

    public void setState(Ticket.State state) {
        this.state = state;
    }

    public List<Ticket.State> getStateIn() {
        return stateIn;
    }

    public void setStateIn(List<Ticket.State> stateIn) {
        this.stateIn = stateIn;
    }

    public Ticket.Level getLevel() {
        return level;
    }

    public void setLevel(Ticket.Level level) {
        this.level = level;
    }

    public List<Ticket.Level> getLevelIn() {
        return levelIn;
    }

    public void setLevelIn(List<Ticket.Level> levelIn) {
        this.levelIn = levelIn;
    }

    public Ticket.Kind getKind() {
        return kind;
    }

    public void setKind(Ticket.Kind kind) {
        this.kind = kind;
    }

    public List<Ticket.Kind> getKindIn() {
        return kindIn;
    }

    public void setKindIn(List<Ticket.Kind> kindIn) {
        this.kindIn = kindIn;
    }

    public Boolean getKindIsNull() {
        return kindIsNull;
    }

    public void setKindIsNull(Boolean kindIsNull) {
        this.kindIsNull = kindIsNull;
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
        p.put("titleLike", QuerySupport.contains(titleLike));
        p.put("titleStarts", QuerySupport.startsWith(titleStarts));
        p.put("title", title);
        p.put("state", state);
        p.put("stateIn", stateIn);
        p.put("level", level);
        p.put("levelIn", levelIn);
        p.put("kind", kind);
        p.put("kindIn", kindIn);
        p.put("kindIsNull", kindIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
