package dev.wfc.corpus.baseline;

import dev.wfc.core.WfcInputException;

import java.util.Locale;

/**
 * The verdict of a regression gate: slower than the baseline only when the whole confidence interval of the ratio of
 * medians (see {@link MedianRatio}) lies above {@code 1 + maxSlowdown}, faster when it lies wholly below 1, else
 * within the allowed slowdown. The allowed slowdown absorbs what the interval cannot see: a run-to-run shift of every
 * map at once (another process, the CPU's clock, the JIT's choices), which resampling maps does not measure.
 *
 * @param interval the ratio of medians and its interval
 * @param maxSlowdownPercent the allowed slowdown, in percent
 */
public record Slowdown(MedianRatio.Interval interval, double maxSlowdownPercent) {
    /** The allowed slowdown when none is given, in percent. */
    public static final int DEFAULT_MAX_SLOWDOWN_PERCENT = 10;
    /** The largest allowed slowdown, in percent: 1000% lets the median get eleven times as long. */
    public static final int MAX_MAX_SLOWDOWN_PERCENT = 1000;

    /** What the interval says. */
    public enum Verdict {
        /** The whole interval lies above {@code 1 + maxSlowdown}: slower beyond noise and the allowance. */
        SLOWER,
        /** The interval reaches {@code 1 + maxSlowdown} or below, and 1 or above. */
        WITHIN,
        /** The whole interval lies below 1: faster beyond noise. */
        FASTER
    }

    public Slowdown {
        checkPercent("maxSlowdownPercent", maxSlowdownPercent);
    }

    public Verdict verdict() {
        if (interval.low() > 1 + maxSlowdownPercent / 100) {
            return Verdict.SLOWER;
        }
        return interval.high() < 1 ? Verdict.FASTER : Verdict.WITHIN;
    }

    /**
     * @return {@code percent}
     * @throws WfcInputException {@code "name: v (expected: 0..1000, in percent)"} unless it is in range
     */
    public static double checkPercent(String name, double percent) {
        if (!(percent >= 0 && percent <= MAX_MAX_SLOWDOWN_PERCENT)) {
            throw new WfcInputException(name + ": " + percent + " (expected: 0.." + MAX_MAX_SLOWDOWN_PERCENT
                    + ", in percent)");
        }
        return percent;
    }

    /**
     * Reads an allowed slowdown as written on a command line: a percentage, the sign optional ({@code 10%},
     * {@code 2.5}).
     *
     * @throws WfcInputException {@code "name: text (expected: ...)"} for anything else or a value out of range
     */
    public static double parsePercent(String name, String text) {
        String number = text.strip();
        if (number.endsWith("%")) {
            number = number.substring(0, number.length() - 1).strip();
        }
        double percent;
        try {
            percent = number.matches("[0-9]+(\\.[0-9]+)?") ? Double.parseDouble(number) : Double.NaN;
        } catch (NumberFormatException e) {
            percent = Double.NaN;
        }
        if (!(percent <= MAX_MAX_SLOWDOWN_PERCENT)) {
            throw new WfcInputException(name + ": " + text + " (expected: a percentage 0.."
                    + MAX_MAX_SLOWDOWN_PERCENT + ", such as 10%)");
        }
        return percent;
    }

    /**
     * One line for a person: the verdict, both medians, the ratio and its interval against the limit, e.g.
     * {@code slower: median 90.100 ms against 73.300 ms in base.json: ratio 1.229, 95% interval 1.150 to 1.310,
     * wholly above 1.100 (max slowdown 10%)}.
     *
     * @param baseline how to name the baseline, e.g. its file
     */
    public String line(String baseline) {
        MedianRatio.Interval i = interval;
        double limit = 1 + maxSlowdownPercent / 100;
        String where = switch (verdict()) {
            case SLOWER -> format("wholly above %.3f", limit);
            case FASTER -> "wholly below 1";
            case WITHIN -> format("not wholly above %.3f", limit);
        };
        return format("%s: median %.3f ms against %.3f ms in %s: ratio %.3f, %d%% interval %.3f to %.3f, %s "
                        + "(max slowdown %s%%)", verdict().name().toLowerCase(Locale.ROOT), i.currentMedian(),
                i.baselineMedian(), baseline, i.ratio(), MedianRatio.CONFIDENCE_PERCENT, i.low(), i.high(), where,
                percent(maxSlowdownPercent));
    }

    /** A percentage without trailing zeros: 10, 2.5. */
    private static String percent(double p) {
        return p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p);
    }

    private static String format(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
