package dev.wfc.bench;

/**
 * A power law {@code y = c * x^exponent} fitted by least squares on {@code (ln x, ln y)}: the growth exponent of a
 * log-log curve.
 *
 * @param exponent the slope of {@code ln y} against {@code ln x}
 * @param logCoefficient {@code ln c}, the intercept
 */
public record PowerFit(double exponent, double logCoefficient) {
    /**
     * Fits {@code y} against {@code x}.
     *
     * @throws IllegalArgumentException if the arrays differ in length, a value is not positive and finite, or fewer
     *     than two distinct {@code x} are given (no slope)
     */
    public static PowerFit of(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException("points: " + x.length + " x, " + y.length + " y (expected: as many)");
        }
        int n = x.length;
        double meanX = 0;
        double meanY = 0;
        for (int i = 0; i < n; i++) {
            checkPositive("x", x[i]);
            checkPositive("y", y[i]);
            meanX += Math.log(x[i]) / n;
            meanY += Math.log(y[i]) / n;
        }
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            double dx = Math.log(x[i]) - meanX;
            sxx += dx * dx;
            sxy += dx * (Math.log(y[i]) - meanY);
        }
        if (!(sxx > 0)) {
            throw new IllegalArgumentException("x: " + java.util.Arrays.toString(x)
                    + " (expected: at least two distinct values)");
        }
        double slope = sxy / sxx;
        return new PowerFit(slope, meanY - slope * meanX);
    }

    /** The fitted curve at {@code x}. */
    public double at(double x) {
        return Math.exp(logCoefficient + exponent * Math.log(x));
    }

    /** The value at {@code x} of the curve with this exponent through {@code (fromX, fromY)}. */
    public double extrapolate(double fromX, double fromY, double x) {
        return fromY * Math.pow(x / fromX, exponent);
    }

    private static void checkPositive(String name, double v) {
        if (!(v > 0) || Double.isInfinite(v)) {
            throw new IllegalArgumentException(name + ": " + v + " (expected: finite, > 0)");
        }
    }
}
