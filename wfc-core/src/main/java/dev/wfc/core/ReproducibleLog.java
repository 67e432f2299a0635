package dev.wfc.core;

/**
 * Natural logarithm in plain double arithmetic, so it gives the same bits on every JVM (since Java 17 all
 * floating-point arithmetic is strict) while avoiding the cost of a native {@code StrictMath.log} call per entropy
 * update. Method: {@code x = 2^e * m}, {@code m} in [1, 2); {@code c} = m rounded down to 1/256; {@code log x =
 * e ln2 + log c + log(1 + r)} with {@code r = (m - c) / c} in [0, 1/256), the last term by a degree-5 series (error
 * below r^6/6 < 1e-15). The table of {@code log c} comes from {@code StrictMath}, whose results are fixed by its
 * specification.
 */
final class ReproducibleLog {
    private static final double LN2 = StrictMath.log(2);
    private static final double[] LOG_C = new double[256];

    static {
        for (int i = 0; i < 256; i++) {
            LOG_C[i] = StrictMath.log(1 + i / 256.0);
        }
    }

    private ReproducibleLog() {
    }

    /** {@code log(x)} for a normal, positive, finite {@code x} (the callers pass sums of weights, at least 1). */
    static double log(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int exponent = (int) (bits >>> 52) - 1023;
        long mantissa = bits & 0x000F_FFFF_FFFF_FFFFL;
        int i = (int) (mantissa >>> 44);
        double m = Double.longBitsToDouble(mantissa | 0x3FF0_0000_0000_0000L);
        double c = 1 + i / 256.0;
        double r = (m - c) / c;
        double series = r - r * r * (0.5 - r * (1.0 / 3 - r * (0.25 - r * 0.2)));
        return exponent * LN2 + LOG_C[i] + series;
    }
}
