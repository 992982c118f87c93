package com.example.sakila.common;

import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.apache.ibatis.type.BaseTypeHandler;
import org.apache.ibatis.type.JdbcType;

/**
 * MyBatis type handler of array columns, of any dimension and element type: it writes a Java
 * array as an array literal the database types from the column ({@code {"a","b"}}, nested for
 * more dimensions), and reads the column's text form back into the field's array type, so
 * elements the JDBC driver has no Java type for (timestamps, uuids, enums ...) arrive in
 * {@code String[]} as the database prints them. The mappers name it on every array field.
 */
public class SqlArrayTypeHandler extends BaseTypeHandler<Object> {

    private final Class<?> type;

    /** MyBatis passes the Java type of the property ({@code String[]}, {@code Integer[][]} ...). */
    public SqlArrayTypeHandler(Class<?> type) {
        this.type = type;
    }

    @Override
    public void setNonNullParameter(PreparedStatement ps, int i, Object parameter, JdbcType jdbcType)
            throws SQLException {
        StringBuilder literal = new StringBuilder();
        write(parameter, literal);
        ps.setObject(i, literal.toString(), Types.OTHER);
    }

    @Override
    public Object getNullableResult(ResultSet rs, String columnName) throws SQLException {
        return read(rs.getString(columnName));
    }

    @Override
    public Object getNullableResult(ResultSet rs, int columnIndex) throws SQLException {
        return read(rs.getString(columnIndex));
    }

    @Override
    public Object getNullableResult(CallableStatement cs, int columnIndex) throws SQLException {
        return read(cs.getString(columnIndex));
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("NULL");
            return;
        }
        Object[] items = value instanceof Collection
            ? ((Collection<?>) value).toArray()
            : value.getClass().isArray() ? boxed(value) : null;
        if (items == null) {
            String text = value instanceof BigDecimal
                ? ((BigDecimal) value).toPlainString() : String.valueOf(value);
            out.append('"').append(text.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
            return;
        }
        out.append('{');
        for (int k = 0; k < items.length; k++) {
            if (k > 0) {
                out.append(',');
            }
            write(items[k], out);
        }
        out.append('}');
    }

    private static Object[] boxed(Object array) {
        Object[] out = new Object[Array.getLength(array)];
        for (int k = 0; k < out.length; k++) {
            out[k] = Array.get(array, k);
        }
        return out;
    }

    private Object read(String text) throws SQLException {
        if (text == null) {
            return null;
        }
        int start = text.indexOf('{');
        if (start < 0) {
            throw new SQLException("not an array: " + text);
        }
        int[] pos = {start};
        return convert(parse(text, pos), type);
    }

    /** One level of an array literal: strings, nulls and nested lists. */
    private static List<Object> parse(String s, int[] pos) throws SQLException {
        List<Object> out = new ArrayList<>();
        pos[0]++; // '{'
        while (pos[0] < s.length()) {
            char c = s.charAt(pos[0]);
            if (c == '}') {
                pos[0]++;
                return out;
            }
            if (c == ',' || Character.isWhitespace(c)) {
                pos[0]++;
            } else if (c == '{') {
                out.add(parse(s, pos));
            } else if (c == '"') {
                StringBuilder item = new StringBuilder();
                pos[0]++;
                while (pos[0] < s.length() && s.charAt(pos[0]) != '"') {
                    if (s.charAt(pos[0]) == '\\') {
                        pos[0]++;
                    }
                    item.append(s.charAt(pos[0]));
                    pos[0]++;
                }
                pos[0]++;
                out.add(item.toString());
            } else {
                int end = pos[0];
                while (end < s.length() && s.charAt(end) != ',' && s.charAt(end) != '}') {
                    end++;
                }
                String item = s.substring(pos[0], end).trim();
                out.add("NULL".equalsIgnoreCase(item) ? null : item);
                pos[0] = end;
            }
        }
        throw new SQLException("unterminated array: " + s);
    }

    private static Object convert(Object value, Class<?> target) {
        if (value == null) {
            return null;
        }
        if (target.isArray()) {
            List<?> items = value instanceof List ? (List<?>) value : Collections.singletonList(value);
            Class<?> component = target.getComponentType();
            Object out = Array.newInstance(component, items.size());
            for (int k = 0; k < items.size(); k++) {
                Array.set(out, k, convert(items.get(k), component));
            }
            return out;
        }
        String text = value.toString();
        if (target == Integer.class) {
            return Integer.valueOf(text);
        }
        if (target == Long.class) {
            return Long.valueOf(text);
        }
        if (target == Double.class) {
            return Double.valueOf(text);
        }
        if (target == Float.class) {
            return Float.valueOf(text);
        }
        if (target == BigDecimal.class) {
            return new BigDecimal(text);
        }
        if (target == Boolean.class) {
            return "t".equals(text) || "true".equalsIgnoreCase(text);
        }
        return text;
    }
}
