package dev.wfc.bench;

import java.util.List;
import java.util.Optional;

/**
 * One solver's points over the map sizes, in ascending size, with its growth exponent fitted over the measured
 * points and extrapolations for the others.
 */
public record Curve(String name, List<Timing> timings) {
    public Curve {
        timings = List.copyOf(timings);
    }

    /** The power law through the measured medians (time against cells), if at least two sizes were measured. */
    public Optional<PowerFit> fit() {
        double[] x = timings.stream().filter(Timing::measured).mapToDouble(Timing::cells).toArray();
        double[] y = timings.stream().filter(Timing::measured).mapToDouble(Timing::median).toArray();
        return x.length < 2 ? Optional.empty() : Optional.of(PowerFit.of(x, y));
    }

    /**
     * The local growth exponent at point {@code i}: the slope of log time against log cells from the point before,
     * NaN unless both are measured.
     */
    public double localExponent(int i) {
        if (i == 0 || !timings.get(i - 1).measured() || !timings.get(i).measured()) {
            return Double.NaN;
        }
        Timing a = timings.get(i - 1);
        Timing b = timings.get(i);
        return Math.log(b.median() / a.median()) / Math.log((double) b.cells() / a.cells());
    }

    /**
     * The median of a measured point; for any other, the fitted curve's exponent carried on from the largest
     * measured point. NaN when there is no fit.
     */
    public double estimate(Timing t) {
        if (t.measured()) {
            return t.median();
        }
        Optional<PowerFit> fit = fit();
        if (fit.isEmpty()) {
            return Double.NaN;
        }
        Timing anchor = null;
        for (Timing m : timings) {
            if (m.measured() && (anchor == null || m.cells() > anchor.cells())) {
                anchor = m;
            }
        }
        return fit.get().extrapolate(anchor.cells(), anchor.median(), t.cells());
    }
}
