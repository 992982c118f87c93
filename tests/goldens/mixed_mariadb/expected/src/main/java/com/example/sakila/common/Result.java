package com.example.sakila.common;

/**
 * The body of every REST response: {@code code} 0 and {@code data} on success, an error code
 * (the HTTP status) and {@code message} otherwise.
 *
 * @param <T> type of the payload
 *
 * @author Genix Golden
 */
public class Result<T> {

    private final int code;
    private final String message;
    private final T data;

    public Result(int code, String message, T data) {
        this.code = code;
        this.message = message;
        this.data = data;
    }

    public static <T> Result<T> ok(T data) {
        return new Result<>(0, "ok", data);
    }

    public static <T> Result<T> error(int code, String message) {
        return new Result<>(code, message, null);
    }

    public int getCode() {
        return code;
    }

    public String getMessage() {
        return message;
    }

    public T getData() {
        return data;
    }
}
