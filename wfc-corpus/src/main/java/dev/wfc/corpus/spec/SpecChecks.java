package dev.wfc.corpus.spec;


/**
 * Range checks and defaults for the values of a corpus spec; a failure is a {@link SpecReader.SpecException} whose
 * message starts with the key, in the same words as the command line's {@link Args}.
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
        if (value < min) {
            throw new SpecReader.SpecException(key + ": " + value + " (expected: " + (min == 1 ? "> 0" : ">= " + min)
                    + ")");
        }
        return value;
    }

    static int inRange(String key, int value, int min, int max) {
        if (value < min || value > max) {
            throw new SpecReader.SpecException(key + ": " + value + " (expected: " + min + ".." + max + ")");
        }
        return value;
    }
}
