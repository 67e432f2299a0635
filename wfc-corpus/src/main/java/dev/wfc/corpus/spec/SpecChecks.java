package dev.wfc.corpus.spec;

import dev.wfc.core.Checks;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.Quote;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Range checks and defaults for the values of a corpus spec: the library's own {@link Checks}, their failure turned
 * into a {@link SpecReader.SpecException} whose message starts with the key.
 */
final class SpecChecks {
    private SpecChecks() {
    }

    /** {@code value}, or {@code fallback} when the key is missing. */
    static <T> T or(T value, T fallback) {
        return value != null ? value : fallback;
    }

    /** {@code value}, which a key must have. */
    static <T> T required(String key, T value, String expected) {
        if (value == null) {
            throw new SpecReader.SpecException(key + ": missing (expected: " + expected + ")");
        }
        return value;
    }

    static int atLeast(String key, int value, int min) {
        return (int) atLeast(key, (long) value, min);
    }

    static long atLeast(String key, long value, long min) {
        try {
            return min == 1 ? Checks.positive(key, value) : Checks.atLeast(key, value, min);
        } catch (WfcInputException e) {
            throw new SpecReader.SpecException(e.getMessage());
        }
    }

    static int inRange(String key, int value, int min, int max) {
        try {
            return Checks.inRange(key, value, min, max);
        } catch (WfcInputException e) {
            throw new SpecReader.SpecException(e.getMessage());
        }
    }

    /**
     * The file {@code name} of key {@code key}, relative to {@code dir}.
     *
     * @throws SpecReader.SpecException if it is no path on this system (a NUL character, say)
     */
    static Path resolve(Path dir, String key, String name) {
        try {
            return dir.resolve(name);
        } catch (InvalidPathException e) {
            throw new SpecReader.SpecException(key + ": '" + Quote.value(name.replace("\0", "\\0"))
                    + "' (expected: a file path; " + Quote.value(String.valueOf(e.getReason())) + ")");
        }
    }
}
