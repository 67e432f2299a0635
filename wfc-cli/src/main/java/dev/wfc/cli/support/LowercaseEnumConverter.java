package dev.wfc.cli.support;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Reads an enum option by its constant's name in any case ({@code mrv}, {@code MRV}); an unknown name fails with
 * the allowed names in lowercase, the form the help and README use.
 */
public final class LowercaseEnumConverter<E extends Enum<E>> implements ITypeConverter<E> {
    private final Class<E> type;

    public LowercaseEnumConverter(Class<E> type) {
        this.type = type;
    }

    @Override
    public E convert(String value) {
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equalsIgnoreCase(value)) {
                return constant;
            }
        }
        throw new TypeConversionException("'" + value + "' (expected: " + names() + ")");
    }

    /** The allowed names, lowercase, in declaration order, comma-separated. */
    private String names() {
        return Arrays.stream(type.getEnumConstants())
                .map(c -> c.name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
    }
}
