package dev.wfc.core;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EntropyTest {
    @Test
    void textbookValuesInNats() {
        assertEquals(1.3863, Entropy.of(1, 1, 1, 1), 1e-4);
        assertEquals(0.9404, Entropy.of(7, 1, 1, 1), 1e-4);
        assertEquals(0.6931, Entropy.of(1, 1, 0, 0), 1e-4);
        assertEquals(0.1677, Entropy.of(97, 1, 1, 1), 1e-4);
    }

    @Test
    void scalingAllWeightsChangesNothing() {
        double[] w = {97, 1, 1, 1};
        for (double scale : new double[] {1e-6, 0.5, 3, 1e9}) {
            double[] s = w.clone();
            for (int i = 0; i < s.length; i++) {
                s[i] *= scale;
            }
            assertEquals(Entropy.of(w), Entropy.of(s), 1e-12);
        }
    }

    @Test
    void zeroWeightsNeverYieldNaN() {
        assertEquals(0, Entropy.of(0, 0, 0));
        assertEquals(0, Entropy.of());
        assertEquals(0, Entropy.of(5, 0));
        assertFalse(Double.isNaN(Entropy.of(0, 1e-300, 0)));
    }

    @Test
    void removingTheHeavyTileRaisesEntropy() {
        assertTrue(Entropy.of(1, 1, 1) > Entropy.of(97, 1, 1, 1));
        assertEquals(Math.log(3), Entropy.of(1, 1, 1), 1e-12);
    }

    /** The solvers' fixed-point entropy equals the textbook one for every subset of a weight vector. */
    @Test
    void fixedPointEntropyMatchesTextbook() {
        double[] w = {97, 1, 1, 1, 0.25, 13.5, 2};
        Rules.Builder b = Rules.builder(w.length);
        for (int t = 0; t < w.length; t++) {
            b.weight(t, w[t]);
        }
        Rules rules = b.build();
        for (int subset = 1; subset < 1 << w.length; subset++) {
            double[] kept = new double[w.length];
            long sumW = 0;
            long sumWLogW = 0;
            for (int t = 0; t < w.length; t++) {
                if ((subset >> t & 1) != 0) {
                    kept[t] = w[t];
                    sumW += rules.weightFixed()[t];
                    sumWLogW += rules.wLogWFixed()[t];
                }
            }
            assertEquals(Entropy.of(kept), rules.entropy(sumW, sumWLogW), 1e-9, "subset " + subset);
        }
    }
}
