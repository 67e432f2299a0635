package dev.wfc.core;

/** Shannon entropy of a weight distribution, in nats, as the textbook states it. */
public final class Entropy {
    private Entropy() {
    }

    /**
     * {@code H = log W - (sum w log w) / W} with {@code W = sum w}; zero weights are skipped, an empty or all-zero
     * distribution has entropy 0. Scaling every weight by the same factor does not change the result.
     *
     * @throws IllegalArgumentException if a weight is negative or not finite
     */
    public static double of(double... weights) {
        double sum = 0;
        double sumWLogW = 0;
        for (double w : weights) {
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new WfcInputException("weight: " + w + " (expected: finite, >= 0)");
            }
            if (w > 0) {
                sum += w;
                sumWLogW += w * StrictMath.log(w);
            }
        }
        return sum > 0 ? StrictMath.log(sum) - sumWLogW / sum : 0;
    }
}
