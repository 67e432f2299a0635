package dev.wfc.core.internal;

import java.util.Collection;
import java.util.Locale;

/**
 * How error messages quote what a user or a file supplied: at most a few dozen characters of a value (a 10 MB string
 * in a spec must not become a 10 MB line on stderr), and "did you mean" for a near miss among the allowed names.
 */
public final class Quote {
    /** The most characters of a value a message quotes whole. */
    public static final int MAX_VALUE = 48;
    /** The most characters of a path a message quotes whole; longer ones keep their head and their file name. */
    public static final int MAX_PATH = 120;

    private Quote() {
    }

    /** {@code value} whole if it has at most {@link #MAX_VALUE} characters, else its first 40 and {@code "…"}. */
    public static String value(String value) {
        if (value.length() <= MAX_VALUE) {
            return value;
        }
        return value.substring(0, safeCut(value, 40)) + "…";
    }

    /** A path for a message: whole up to {@link #MAX_PATH} characters, else its first 60, {@code "…"}, its last 40. */
    public static String path(Object path) {
        String s = String.valueOf(path);
        if (s.length() <= MAX_PATH) {
            return s;
        }
        int tail = s.length() - 40;
        if (Character.isLowSurrogate(s.charAt(tail))) {
            tail++;
        }
        return s.substring(0, safeCut(s, 60)) + "…" + s.substring(tail);
    }

    /**
     * {@code ", did you mean NAME?"} for the allowed name nearest to {@code given} by edit distance when it is near
     * (at most 1, or a third of the shorter length, apart, and less than that length: {@code z} is not near
     * {@code x}; case ignored), else the empty string. Names longer than
     * {@link #MAX_VALUE} are never near. O(names x len^2).
     */
    public static String didYouMean(String given, Collection<String> names) {
        if (given.length() > MAX_VALUE) {
            return "";
        }
        String g = given.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String name : names) {
            int d = distance(g, name.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = name;
                bestDistance = d;
            }
        }
        int shorter = best == null ? 0 : Math.min(g.length(), best.length());
        if (best == null || bestDistance > Math.max(1, shorter / 3) || bestDistance >= shorter) {
            return "";
        }
        return ", did you mean " + best + "?";
    }

    /**
     * {@code message} with every run of more than {@link #MAX_PATH} characters without white space shortened as
     * {@link #path} does: the last guard against a long value quoted by code that did not shorten it. O(length).
     */
    public static String runs(String message) {
        StringBuilder out = new StringBuilder(Math.min(message.length(), 4096));
        int i = 0;
        while (i < message.length()) {
            int j = i;
            while (j < message.length() && !Character.isWhitespace(message.charAt(j))) {
                j++;
            }
            out.append(path(message.substring(i, j)));
            while (j < message.length() && Character.isWhitespace(message.charAt(j))) {
                out.append(message.charAt(j++));
            }
            i = j;
        }
        return out.toString();
    }

    /** Levenshtein distance with adjacent transpositions counted as one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[a.length()][b.length()];
    }

    /** {@code at}, moved back by one if it would split a surrogate pair. */
    private static int safeCut(String s, int at) {
        return Character.isLowSurrogate(s.charAt(at)) ? at - 1 : at;
    }
}
