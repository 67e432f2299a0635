package dev.wfc.bench;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PowerFitProperties {
    /** Points exactly on y = c * x^k: the fit recovers k and c, and passes through every point. */
    @Property(tries = 200, seed = "8")
    void recoversAnExactPowerLaw(@ForAll @DoubleRange(min = 0.2, max = 3) double k,
            @ForAll @DoubleRange(min = -7, max = 3) double log10c, @ForAll @IntRange(min = 2, max = 8) int points,
            @ForAll @DoubleRange(min = 1, max = 1e3) double firstX) {
        double c = Math.pow(10, log10c);
        double[] x = new double[points];
        double[] y = new double[points];
        for (int i = 0; i < points; i++) {
            x[i] = firstX * Math.pow(2.5, i);
            y[i] = c * Math.pow(x[i], k);
        }
        PowerFit fit = PowerFit.of(x, y);
        assertEquals(k, fit.exponent(), 1e-9);
        assertEquals(Math.log(c), fit.logCoefficient(), 1e-7);
        for (int i = 0; i < points; i++) {
            assertEquals(y[i], fit.at(x[i]), y[i] * 1e-8);
        }
    }

    /** Multiplying every y by the same factor moves the curve, never its slope. */
    @Property(tries = 100, seed = "8")
    void exponentIgnoresAConstantFactor(@ForAll("noisyCurve") double[][] xy,
            @ForAll @DoubleRange(min = -3, max = 3) double log10factor) {
        double factor = Math.pow(10, log10factor);
        double[] scaled = xy[1].clone();
        for (int i = 0; i < scaled.length; i++) {
            scaled[i] *= factor;
        }
        assertEquals(PowerFit.of(xy[0], xy[1]).exponent(), PowerFit.of(xy[0], scaled).exponent(), 1e-9);
    }

    /** Extrapolating from a point on the fitted curve lands on the fitted curve. */
    @Property(tries = 100, seed = "8")
    void extrapolationFollowsTheFittedExponent(@ForAll("noisyCurve") double[][] xy,
            @ForAll @DoubleRange(min = 1, max = 1e6) double from, @ForAll @DoubleRange(min = 1, max = 1e6) double to) {
        PowerFit fit = PowerFit.of(xy[0], xy[1]);
        double expected = fit.at(to);
        assertEquals(expected, fit.extrapolate(from, fit.at(from), to), expected * 1e-9);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<double[][]> noisyCurve() {
        return net.jqwik.api.Arbitraries.doubles().between(0.5, 2).array(double[].class).ofMinSize(2).ofMaxSize(6)
                .map(noise -> {
                    double[] x = new double[noise.length];
                    double[] y = new double[noise.length];
                    for (int i = 0; i < noise.length; i++) {
                        x[i] = 10 * Math.pow(3, i);
                        y[i] = noise[i] * x[i] * x[i];
                    }
                    return new double[][] {x, y};
                });
    }

    @Test
    void rejectsWhatHasNoSlope() {
        assertThrows(IllegalArgumentException.class, () -> PowerFit.of(new double[] {5}, new double[] {1}));
        assertThrows(IllegalArgumentException.class, () -> PowerFit.of(new double[] {5, 5}, new double[] {1, 2}));
        var e = assertThrows(IllegalArgumentException.class,
                () -> PowerFit.of(new double[] {5, 6}, new double[] {1, 0}));
        assertEquals("y: 0.0 (expected: finite, > 0)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PowerFit.of(new double[] {5, 6}, new double[] {1}));
    }
}
