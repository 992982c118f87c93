package com.example.enums.common;

import java.util.Collections;
import java.util.Set;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.ConditionalGenericConverter;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.stereotype.Component;

/**
 * Binds request parameters (list filters, {@code ?status=0}) to the generated enums by their
 * database value, as clients send it; a constant's name is accepted too. Spring Boot adds
 * converter beans to its MVC conversion service; this one wins over Spring's by-name enum
 * conversion for every {@link DbEnum}.
 */
@Component
public class DbEnumConverter implements ConditionalGenericConverter {

    @Override
    public Set<GenericConverter.ConvertiblePair> getConvertibleTypes() {
        return Collections.singleton(new GenericConverter.ConvertiblePair(String.class, DbEnum.class));
    }

    @Override
    public boolean matches(TypeDescriptor sourceType, TypeDescriptor targetType) {
        return targetType.getType().isEnum();
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        String text = (String) source;
        if (text == null || text.isEmpty()) {
            return null;
        }
        Object[] constants = targetType.getType().getEnumConstants();
        for (Object constant : constants) {
            if (((DbEnum) constant).getValue().equals(text)) {
                return constant;
            }
        }
        for (Object constant : constants) {
            if (((Enum<?>) constant).name().equals(text)) {
                return constant;
            }
        }
        throw new IllegalArgumentException("no " + targetType.getType().getSimpleName() + " has the value '" + text + "'");
    }
}
