package me.zhengjie.common;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.servlet.http.HttpServletRequest;
import me.zhengjie.modules.biz.rest.BizJobController;
import me.zhengjie.modules.biz.rest.BizJobQueryController;
import me.zhengjie.modules.biz.rest.CustomerController;
import me.zhengjie.modules.biz.rest.CustomerQueryController;
import me.zhengjie.modules.biz.rest.OrderController;
import me.zhengjie.modules.biz.rest.OrderItemController;
import me.zhengjie.modules.biz.rest.OrderItemQueryController;
import me.zhengjie.modules.biz.rest.OrderQueryController;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.validation.BindException;
import org.springframework.validation.FieldError;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.ServletRequestBindingException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.NoHandlerFoundException;

/**
 * Every error of the controllers genix generates (a team's own controllers keep their answers)
 * in one shape: the project's result wrapper with {@code code} = the
 * HTTP status, {@code message} = what went wrong and {@code data} = an RFC 9457 problem
 * ({@code type}, {@code title}, {@code status}, {@code detail}, {@code instance}), with
 * {@code errors} (field → message) for a refused request and {@code constraint} for a write the
 * database refused. A missing row is 404, a bad request (malformed JSON, a value that does not fit
 * its field, a broken constraint of the request) 400, a duplicate key or a delete of a row others
 * still refer to 409, a reference to a row that does not exist or another value the database
 * refuses 422, naming the constraint (and the field of a missing value) but never the database's
 * own words, which go to the log; anything else is logged and answered 500 without details.
 */
@RestControllerAdvice(assignableTypes = {
    BizJobController.class,
    BizJobQueryController.class,
    CustomerController.class,
    CustomerQueryController.class,
    OrderController.class,
    OrderItemController.class,
    OrderItemQueryController.class,
    OrderQueryController.class
})
@Order(Ordered.HIGHEST_PRECEDENCE)
public class ApiExceptionHandler {

    private static final Logger LOG = LoggerFactory.getLogger(ApiExceptionHandler.class);

    /** MySQL / MariaDB error codes of values the database refuses (their SQL state is not 22 or 23). */
    private static final Set<Integer> MYSQL_REFUSED = new HashSet<>(Arrays.asList(
        1048, 1265, 1364, 1366, 1411, 3819, 4025));

    /** MySQL / MariaDB error codes of a duplicate key or a broken reference. */
    private static final Set<Integer> MYSQL_CONFLICT = new HashSet<>(Arrays.asList(
        1062, 1216, 1217, 1451, 1452, 1586));

    private static final Pattern CONSTRAINT = Pattern.compile(
        "constraint \"([^\"]+)\"|for key '([^']+)'|CONSTRAINT `([^`]+)`|constraint failed: ([^)\\n]+)");

    /** The column a NOT NULL refusal names (MySQL / MariaDB, PostgreSQL, SQLite). */
    private static final Pattern COLUMN = Pattern.compile(
        "Column '([^']+)' cannot be null|Field '([^']+)' doesn't have a default value|null value in column \"([^\"]+)\"|NOT NULL constraint failed: [^.\\s]+\\.([^\\s)]+)");

    /** The JSON property of each column genix names otherwise than {@link #property} would derive. */
    private static final Map<String, String> PROPERTIES = new HashMap<>();

    static {
        properties0();
    }

    private static void properties0() {
        PROPERTIES.put("job_id", "id");
    }

    @ExceptionHandler(NotFoundException.class)
    public ResponseEntity<Map<String, Object>> notFound(NotFoundException e, HttpServletRequest request) {
        return answer(HttpStatus.NOT_FOUND, e.getMessage(), null, null, request);
    }

    @ExceptionHandler(ConflictException.class)
    public ResponseEntity<Map<String, Object>> conflict(ConflictException e, HttpServletRequest request) {
        return answer(HttpStatus.CONFLICT, e.getMessage(), e.getErrors(), e.getConstraint(), request);
    }

    @ExceptionHandler(InvalidRequestException.class)
    public ResponseEntity<Map<String, Object>> badRequest(InvalidRequestException e, HttpServletRequest request) {
        return answer(HttpStatus.BAD_REQUEST, e.getMessage(), e.getErrors(), null, request);
    }

    /** A body that breaks its constraints ({@code @Valid}), or list filters that do not fit their fields. */
    @ExceptionHandler(BindException.class)
    public ResponseEntity<Map<String, Object>> invalid(BindException e, HttpServletRequest request) {
        Map<String, String> errors = new LinkedHashMap<>();
        for (FieldError error : e.getBindingResult().getFieldErrors()) {
            errors.putIfAbsent(error.getField(), error.isBindingFailure() ? "invalid value" : error.getDefaultMessage());
        }
        return answer(HttpStatus.BAD_REQUEST, "invalid " + String.join(", ", errors.keySet()), errors, null, request);
    }

    /** A body that is not JSON, or a value that does not fit its field (a number, a date, an enum ...). */
    @ExceptionHandler(HttpMessageNotReadableException.class)
    public ResponseEntity<Map<String, Object>> unreadable(HttpMessageNotReadableException e, HttpServletRequest request) {
        return badRequest(InvalidRequestException.ofJson(e), request);
    }

    /** A path variable or parameter that does not fit its type (a key that is no number ...). */
    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    public ResponseEntity<Map<String, Object>> mismatch(MethodArgumentTypeMismatchException e, HttpServletRequest request) {
        Map<String, String> errors = new LinkedHashMap<>();
        errors.put(e.getName(), "invalid value");
        return answer(HttpStatus.BAD_REQUEST, "invalid value for " + e.getName(), errors, null, request);
    }

    @ExceptionHandler(DataAccessException.class)
    public ResponseEntity<Map<String, Object>> refused(DataAccessException e, HttpServletRequest request) {
        SQLException sql = null;
        for (Throwable t = e; t != null && t != t.getCause(); t = t.getCause()) {
            if (t instanceof SQLException) {
                sql = (SQLException) t;
            }
        }
        String message = sql == null || sql.getMessage() == null ? "" : sql.getMessage();
        String state = sql == null || sql.getSQLState() == null ? "" : sql.getSQLState();
        int code = sql == null ? 0 : sql.getErrorCode();
        boolean conflict = e instanceof DuplicateKeyException
            || "23505".equals(state) || "23503".equals(state) || MYSQL_CONFLICT.contains(code)
            || message.contains("SQLITE_CONSTRAINT_UNIQUE") || message.contains("SQLITE_CONSTRAINT_PRIMARYKEY")
            || message.contains("SQLITE_CONSTRAINT_FOREIGNKEY");
        boolean refused = conflict || state.startsWith("22") || state.startsWith("23") || MYSQL_REFUSED.contains(code)
            || message.contains("SQLITE_CONSTRAINT") || message.contains("SQLITE_MISMATCH") || message.contains("SQLITE_TOOBIG");
        if (!refused) {
            return failed(e, request);
        }
        boolean reference = "23503".equals(state) || code == 1216 || code == 1217 || code == 1451 || code == 1452
            || message.contains("SQLITE_CONSTRAINT_FOREIGNKEY");
        Matcher m = CONSTRAINT.matcher(message);
        String constraint = null;
        if (m.find()) {
            for (int g = 1; g <= m.groupCount() && constraint == null; g++) {
                constraint = m.group(g);
            }
        }
        Map<String, String> errors = null;
        Matcher c = COLUMN.matcher(message);
        if (c.find()) {
            for (int g = 1; g <= c.groupCount() && errors == null; g++) {
                if (c.group(g) != null) {
                    errors = new LinkedHashMap<>();
                    errors.put(property(c.group(g), request), "must not be null");
                }
            }
        }
        // the driver's words name schemas, tables and statements: the log has them, the client not
        LOG.info("{} {}: the database refused the write: {}", request.getMethod(), request.getRequestURI(),
            databaseMessage(message));
        HttpStatus status;
        String detail;
        if (reference && "DELETE".equals(request.getMethod())) {
            status = HttpStatus.CONFLICT;
            detail = "the row is still referenced by other rows";
        } else if (reference) {
            status = HttpStatus.valueOf(422);
            detail = "a referenced row does not exist";
        } else if (conflict) {
            status = HttpStatus.CONFLICT;
            detail = "the change conflicts with an existing row (a unique key is taken)";
        } else if (errors != null) {
            status = HttpStatus.valueOf(422);
            detail = "a required value is missing";
        } else if (state.startsWith("22") || message.contains("SQLITE_MISMATCH") || message.contains("SQLITE_TOOBIG")) {
            status = HttpStatus.valueOf(422);
            detail = "a value does not fit its column";
        } else {
            status = HttpStatus.valueOf(422);
            detail = "the database refused a value (a rule of the table)";
        }
        return answer(status, detail, errors, constraint, request);
    }

    /**
     * The JSON property of a column the database names: the one genix gave it when it is listed,
     * else the words between {@code _} (a word in capitals lower-cased) in camelCase:
     * {@code created_at} and {@code CREATED_AT} are {@code createdAt}.
     */
    private static String property(String column, HttpServletRequest request) {
        String listed = PROPERTIES.get(column);
        if (listed != null) {
            return listed;
        }
        StringBuilder out = new StringBuilder();
        for (String word : column.split("_")) {
            if (word.isEmpty()) {
                continue;
            }
            String w = word.equals(word.toUpperCase(Locale.ROOT)) ? word.toLowerCase(Locale.ROOT) : word;
            out.append(out.length() == 0 ? Character.toLowerCase(w.charAt(0)) : Character.toUpperCase(w.charAt(0)))
                .append(w, 1, w.length());
        }
        return out.length() == 0 ? column : out.toString();
    }

    /** The database's own words, without the driver's prefixes and the statement's position. */
    private static String databaseMessage(String message) {
        StringBuilder out = new StringBuilder();
        for (String line : message.split("\n")) {
            String text = line.trim().replaceFirst("^\\(conn=\\d+\\) ", "").replaceFirst("^ERROR: ", "");
            if (text.isEmpty() || text.startsWith("Position:") || text.startsWith("Where:") || text.startsWith("### ")) {
                continue;
            }
            out.append(out.length() == 0 ? "" : "; ").append(text);
        }
        return out.toString();
    }

    @ExceptionHandler(Exception.class)
    public ResponseEntity<Map<String, Object>> failed(Exception e, HttpServletRequest request) {
        if (e instanceof RuntimeException && security(e)) {
            // access denied, not authenticated (@PreAuthorize on a generated controller): the
            // application's security answers (its 401 / 403), not a 500 of this handler's
            throw (RuntimeException) e;
        }
        HttpStatus status = springStatus(e);
        if (status != null) {
            return answer(status, e.getMessage(), null, null, request);
        }
        LOG.error("{} {} failed", request.getMethod(), request.getRequestURI(), e);
        return answer(HttpStatus.INTERNAL_SERVER_ERROR, "the request failed; the server log has the details", null, null, request);
    }

    /** An exception of Spring Security (or of a subclass of one). */
    private static boolean security(Throwable e) {
        for (Class<?> c = e.getClass(); c != null; c = c.getSuperclass()) {
            if (c.getName().startsWith("org.springframework.security.")) {
                return true;
            }
        }
        return false;
    }

    /** The status Spring MVC gives its own exceptions (an unknown route, a wrong method ...). */
    private static HttpStatus springStatus(Exception e) {
        if (e instanceof ResponseStatusException) {
            return ((ResponseStatusException) e).getStatus();
        }
        if (e instanceof HttpRequestMethodNotSupportedException) {
            return HttpStatus.METHOD_NOT_ALLOWED;
        }
        if (e instanceof HttpMediaTypeNotSupportedException) {
            return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
        }
        if (e instanceof HttpMediaTypeNotAcceptableException) {
            return HttpStatus.NOT_ACCEPTABLE;
        }
        if (e instanceof ServletRequestBindingException) {
            return HttpStatus.BAD_REQUEST;
        }
        if (e instanceof NoHandlerFoundException) {
            return HttpStatus.NOT_FOUND;
        }
        return null;
    }

    private static ResponseEntity<Map<String, Object>> answer(HttpStatus status, String detail, Map<String, String> errors,
            String constraint, HttpServletRequest request) {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("type", "about:blank");
        problem.put("title", status.getReasonPhrase());
        problem.put("status", status.value());
        problem.put("detail", detail);
        problem.put("instance", request.getRequestURI());
        if (errors != null && !errors.isEmpty()) {
            List<Map<String, String>> fields = new ArrayList<>();
            for (Map.Entry<String, String> error : errors.entrySet()) {
                Map<String, String> field = new LinkedHashMap<>();
                field.put("field", error.getKey());
                field.put("message", error.getValue());
                fields.add(field);
            }
            problem.put("errors", fields);
        }
        if (constraint != null) {
            problem.put("constraint", constraint);
        }
        return ResponseEntity.status(status).body(problem);
    }
}
