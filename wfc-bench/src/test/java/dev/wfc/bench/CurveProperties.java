package dev.wfc.bench;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CurveProperties {
    private static final int[] SIZES = {20, 50, 100, 200, 500};

    /**
     * Points on an exact power law, the first {@code measured} timed and the rest over the cap (run or not): the fit
     * recovers the exponent, and every capped point is estimated on the law.
     */
    @Property(tries = 200, seed = "8")
    void cappedPointsAreEstimatedOnTheFittedLaw(@ForAll @DoubleRange(min = 0.5, max = 2.5) double k,
            @ForAll @DoubleRange(min = -9, max = -3) double log10c, @ForAll @IntRange(min = 2, max = 4) int measured,
            @ForAll boolean runAfterCap) {
        double c = Math.pow(10, log10c);
        List<Timing> timings = new ArrayList<>();
        for (int i = 0; i < SIZES.length; i++) {
            int size = SIZES[i];
            double t = c * Math.pow((double) size * size, k);
            timings.add(i < measured ? new Timing(size, new double[] {t * 0.9, t, t * 1.3}, 0, false)
                    : runAfterCap ? new Timing(size, new double[] {t}, 2, false) : Timing.notRun(size));
        }
        Curve curve = new Curve("law", timings);
        assertEquals(k, curve.fit().orElseThrow().exponent(), 1e-9);
        for (int i = 0; i < timings.size(); i++) {
            Timing t = timings.get(i);
            double law = c * Math.pow(t.cells(), k);
            assertEquals(law, curve.estimate(t), law * 1e-9, "size " + t.size());
            assertEquals(i > 0 && i < measured ? k : Double.NaN, curve.localExponent(i), 1e-9, "size " + t.size());
        }
    }

    @Property(tries = 20, seed = "8")
    void aSingleMeasuredPointHasNoFitAndNoEstimates(@ForAll @IntRange(min = 1, max = 4) int capped) {
        List<Timing> timings = List.of(new Timing(20, new double[] {0.01}, 0, false),
                new Timing(50, new double[0], capped, false), Timing.notRun(100));
        Curve curve = new Curve("one", timings);
        assertTrue(curve.fit().isEmpty());
        assertEquals(0.01, curve.estimate(timings.get(0)));
        assertFalse(timings.get(1).measured());
        assertTrue(Double.isNaN(curve.estimate(timings.get(1))) && Double.isNaN(curve.estimate(timings.get(2))));
    }
}
