package com.example.sakila.config;

import com.baomidou.mybatisplus.core.handlers.MetaObjectHandler;
import com.baomidou.mybatisplus.core.metadata.TableFieldInfo;
import com.baomidou.mybatisplus.core.metadata.TableInfo;
import com.baomidou.mybatisplus.core.metadata.TableInfoHelper;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.Date;
import java.util.function.Predicate;
import org.apache.ibatis.reflection.MetaObject;
import org.springframework.stereotype.Component;

/**
 * Fills the columns marked {@code fill-on-insert} / {@code fill-on-update} /
 * {@code fill-on-insert-update} in genix.toml ({@code @TableField(fill = ...)}) with the current
 * time when their Java type is a date or time (on insert only when the row leaves them empty). Other fill columns (a user name ...) are yours
 * to fill here.
 *
 * @author Genix Golden
 */
@Component
public class AuditFillHandler implements MetaObjectHandler {

    @Override
    public void insertFill(MetaObject metaObject) {
        fill(metaObject, TableFieldInfo::isWithInsertFill, false);
    }

    @Override
    public void updateFill(MetaObject metaObject) {
        fill(metaObject, TableFieldInfo::isWithUpdateFill, true);
    }

    private void fill(MetaObject metaObject, Predicate<TableFieldInfo> wanted, boolean overwrite) {
        TableInfo table = TableInfoHelper.getTableInfo(metaObject.getOriginalObject().getClass());
        if (table == null) {
            return;
        }
        for (TableFieldInfo field : table.getFieldList()) {
            if (!wanted.test(field) || (!overwrite && getFieldValByName(field.getProperty(), metaObject) != null)) {
                continue;
            }
            Object now = now(field.getPropertyType());
            if (now != null) {
                setFieldValByName(field.getProperty(), now, metaObject);
            }
        }
    }

    private static Object now(Class<?> type) {
        if (type == LocalDateTime.class) {
            return LocalDateTime.now();
        }
        if (type == LocalDate.class) {
            return LocalDate.now();
        }
        if (type == LocalTime.class) {
            return LocalTime.now();
        }
        if (type == OffsetDateTime.class) {
            return OffsetDateTime.now();
        }
        if (type == Instant.class) {
            return Instant.now();
        }
        if (type == Date.class) {
            return new Date();
        }
        return null;
    }
}
