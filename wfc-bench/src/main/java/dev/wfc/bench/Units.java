package dev.wfc.bench;

import java.math.BigDecimal;
import java.math.MathContext;

/** Number formats for the report: durations with three significant digits, counts grouped by thousands. */
final class Units {
    private static final MathContext THREE = new MathContext(3);

    private Units() {
    }

    /** {@code seconds} in ms below 1 s, s below 10 min, min below 10 h, else h; e.g. "12.3 ms", "1.5 s". */
    static String time(double seconds) {
        double s = round(seconds);
        if (s < 1) {
            return plain(s * 1e3) + " ms";
        }
        if (s < 600) {
            return plain(s) + " s";
        }
        if (s < 36_000) {
            return plain(s / 60) + " min";
        }
        return plain(s / 3600) + " h";
    }

    /** {@code n} with a space every three digits: "250 000". */
    static String count(double n) {
        return String.format(java.util.Locale.ROOT, "%,d", Math.round(n)).replace(',', ' ');
    }

    /** {@code v} rounded to three significant digits, without exponent or trailing zeros. */
    static String plain(double v) {
        return new BigDecimal(round(v)).round(THREE).stripTrailingZeros().toPlainString();
    }

    private static double round(double v) {
        return new BigDecimal(v).round(THREE).doubleValue();
    }
}
