package dev.wfc.core;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ReproducibleLogProperties {
    @Property(tries = 5000, seed = "1")
    void agreesWithStrictMathOnIntegers(@ForAll @LongRange(min = 1, max = 1L << 53) long x) {
        double expected = StrictMath.log(x);
        assertEquals(expected, ReproducibleLog.log(x), 2e-15 * Math.max(1, Math.abs(expected)));
    }

    @Property(tries = 5000, seed = "2")
    void agreesWithStrictMathOnReals(@ForAll @DoubleRange(min = -690, max = 690) double exponent) {
        double x = Math.exp(exponent);
        double expected = StrictMath.log(x);
        assertEquals(expected, ReproducibleLog.log(x), 2e-15 * Math.max(1, Math.abs(expected)));
    }
}
