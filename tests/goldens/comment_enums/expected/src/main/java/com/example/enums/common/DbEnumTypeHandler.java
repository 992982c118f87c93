package com.example.enums.common;

import java.sql.CallableStatement;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.apache.ibatis.type.BaseTypeHandler;
import org.apache.ibatis.type.JdbcType;

/**
 * MyBatis type handler of the generated enums: writes a constant's database value (its typed
 * code: a number on an integer column) and reads the constant back from it. The mappers name it
 * on every enum field.
 *
 * @param <E> the enum
 */
public class DbEnumTypeHandler<E extends Enum<E> & DbEnum> extends BaseTypeHandler<E> {

    private final Class<?> type;

    /** MyBatis passes the Java type of the property (or {@code Object} for a map parameter). */
    public DbEnumTypeHandler(Class<?> type) {
        this.type = type;
    }

    @Override
    public void setNonNullParameter(PreparedStatement ps, int i, E parameter, JdbcType jdbcType)
            throws SQLException {
        Object code = parameter.getCode();
        if (code instanceof String) {
            ps.setString(i, (String) code);
        } else {
            ps.setObject(i, code);
        }
    }

    @Override
    public E getNullableResult(ResultSet rs, String columnName) throws SQLException {
        return of(rs.getString(columnName));
    }

    @Override
    public E getNullableResult(ResultSet rs, int columnIndex) throws SQLException {
        return of(rs.getString(columnIndex));
    }

    @Override
    public E getNullableResult(CallableStatement cs, int columnIndex) throws SQLException {
        return of(cs.getString(columnIndex));
    }

    @SuppressWarnings("unchecked")
    private E of(String value) throws SQLException {
        if (value == null) {
            return null;
        }
        Object[] constants = type.getEnumConstants();
        if (constants != null) {
            for (Object constant : constants) {
                if (((DbEnum) constant).getValue().equals(value)) {
                    return (E) constant;
                }
            }
        }
        throw new SQLException("no constant of " + type.getName() + " has the value '" + value + "'");
    }
}
