package dev.wfc.bench;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TimingProperties {
    /**
     * The censored median agrees with its naive twin: the textbook median with every capped map counted as +∞,
     * unknown (NaN) exactly when that median is infinite.
     */
    @Property(tries = 300, seed = "8")
    void medianMatchesTheMedianWithCappedMapsAsInfinity(
            @ForAll @Size(max = 7) List<@DoubleRange(min = 0.01, max = 10) Double> finished,
            @ForAll @IntRange(max = 7) int capped) {
        double[] seconds = finished.stream().mapToDouble(Double::doubleValue).toArray();
        double[] all = Arrays.copyOf(seconds, seconds.length + capped);
        Arrays.fill(all, seconds.length, all.length, Double.POSITIVE_INFINITY);
        Arrays.sort(all);
        int n = all.length;
        double textbook = n == 0 ? Double.NaN : n % 2 == 1 ? all[n / 2] : (all[n / 2 - 1] + all[n / 2]) / 2;
        double expected = Double.isInfinite(textbook) ? Double.NaN : textbook;
        Timing t = new Timing(10, seconds, capped, false);
        assertEquals(expected, t.median());
        assertEquals(!Double.isNaN(expected), t.measured());
    }
}
