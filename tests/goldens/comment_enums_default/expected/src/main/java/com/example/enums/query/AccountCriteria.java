package com.example.enums.query;

import com.example.enums.common.QuerySupport;
import com.example.enums.entity.Account;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Filters, sort and page of Account list queries ({@code GET /api/account/query},
 * {@code /count}, {@code /exists}): each non-null property adds its condition (AND).
 */
public class AccountCriteria {

    /** Properties {@code sort} accepts ({@code sort=a,-b}: a leading {@code -} sorts descending). */
    public static final List<String> SORTABLE = Collections.unmodifiableList(Arrays.asList("id", "status", "sex", "mode", "flag", "phase", "note"));

    /** id equals the value. */
    private Long id;

    /** id is one of the values (a,b or repeated). */
    private List<Long> idIn;

    /** status equals the value. */
    private Account.Status status;

    /** status is one of the values (a,b or repeated). */
    private List<Account.Status> statusIn;

    /** sex equals the value. */
    private String sex;

    /** sex is one of the values (a,b or repeated). */
    private List<String> sexIn;

    /** sex is null (true) or not null (false). */
    private Boolean sexIsNull;

    /** mode equals the value. */
    private Account.Mode mode;

    /** mode is one of the values (a,b or repeated). */
    private List<Account.Mode> modeIn;

    /** mode is null (true) or not null (false). */
    private Boolean modeIsNull;

    /** flag equals the value. */
    private Account.Flag flag;

    /** flag is one of the values (a,b or repeated). */
    private List<Account.Flag> flagIn;

    /** flag is null (true) or not null (false). */
    private Boolean flagIsNull;

    /** phase equals the value. */
    private Account.Phase phase;

    /** phase is one of the values (a,b or repeated). */
    private List<Account.Phase> phaseIn;

    /** phase is null (true) or not null (false). */
    private Boolean phaseIsNull;

    /** note equals the value. */
    private String note;

    /** note is one of the values (a,b or repeated). */
    private List<String> noteIn;

    /** note is null (true) or not null (false). */
    private Boolean noteIsNull;

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

    public Account.Status getStatus() {
        return status;
    }

    public void setStatus(Account.Status status) {
        this.status = status;
    }

    public List<Account.Status> getStatusIn() {
        return statusIn;
    }

    public void setStatusIn(List<Account.Status> statusIn) {
        this.statusIn = statusIn;
    }

    public String getSex() {
        return sex;
    }

    public void setSex(String sex) {
        this.sex = sex;
    }

    public List<String> getSexIn() {
        return sexIn;
    }

    public void setSexIn(List<String> sexIn) {
        this.sexIn = sexIn;
    }

    public Boolean getSexIsNull() {
        return sexIsNull;
    }

    public void setSexIsNull(Boolean sexIsNull) {
        this.sexIsNull = sexIsNull;
    }

    public Account.Mode getMode() {
        return mode;
    }

    public void setMode(Account.Mode mode) {
        this.mode = mode;
    }

    public List<Account.Mode> getModeIn() {
        return modeIn;
    }

    public void setModeIn(List<Account.Mode> modeIn) {
        this.modeIn = modeIn;
    }

    public Boolean getModeIsNull() {
        return modeIsNull;
    }

    public void setModeIsNull(Boolean modeIsNull) {
        this.modeIsNull = modeIsNull;
    }

    public Account.Flag getFlag() {
        return flag;
    }

    public void setFlag(Account.Flag flag) {
        this.flag = flag;
    }

    public List<Account.Flag> getFlagIn() {
        return flagIn;
    }

    public void setFlagIn(List<Account.Flag> flagIn) {
        this.flagIn = flagIn;
    }

    public Boolean getFlagIsNull() {
        return flagIsNull;
    }

    public void setFlagIsNull(Boolean flagIsNull) {
        this.flagIsNull = flagIsNull;
    }

    public Account.Phase getPhase() {
        return phase;
    }

    public void setPhase(Account.Phase phase) {
        this.phase = phase;
    }

    public List<Account.Phase> getPhaseIn() {
        return phaseIn;
    }

    public void setPhaseIn(List<Account.Phase> phaseIn) {
        this.phaseIn = phaseIn;
    }

    public Boolean getPhaseIsNull() {
        return phaseIsNull;
    }

    public void setPhaseIsNull(Boolean phaseIsNull) {
        this.phaseIsNull = phaseIsNull;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public List<String> getNoteIn() {
        return noteIn;
    }

    public void setNoteIn(List<String> noteIn) {
        this.noteIn = noteIn;
    }

    public Boolean getNoteIsNull() {
        return noteIsNull;
    }

    public void setNoteIsNull(Boolean noteIsNull) {
        this.noteIsNull = noteIsNull;
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
        p.put("status", status);
        p.put("statusIn", statusIn);
        p.put("sex", sex);
        p.put("sexIn", sexIn);
        p.put("sexIsNull", sexIsNull);
        p.put("mode", mode);
        p.put("modeIn", modeIn);
        p.put("modeIsNull", modeIsNull);
        p.put("flag", flag);
        p.put("flagIn", flagIn);
        p.put("flagIsNull", flagIsNull);
        p.put("phase", phase);
        p.put("phaseIn", phaseIn);
        p.put("phaseIsNull", phaseIsNull);
        p.put("note", note);
        p.put("noteIn", noteIn);
        p.put("noteIsNull", noteIsNull);
        p.put("sort", QuerySupport.sortCodes(sort, SORTABLE));
        return p;
    }
}
