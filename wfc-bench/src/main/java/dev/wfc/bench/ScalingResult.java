package dev.wfc.bench;

import java.time.Instant;

/** Everything the scaling report shows: the curves and how, where and when they were measured. */
record ScalingResult(Problem problem, ReportOptions options, long master, Curve naive, Curve incremental,
        int compared, MachineInfo machine, double loadBefore, double loadAfter, Instant finished,
        double tookSeconds) {
    /**
     * The time shown for a point: its median if measured, else its extrapolation but never less than the cap, which
     * the point is known to exceed; NaN when there is nothing to extrapolate from.
     */
    double shown(Curve c, Timing t) {
        return t.measured() ? t.median() : Math.max(c.estimate(t), options.capSeconds());
    }
}
