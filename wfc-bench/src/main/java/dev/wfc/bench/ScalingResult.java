package dev.wfc.bench;

import java.time.Instant;

/** Everything the scaling report shows: the curves and how, where and when they were measured. */
record ScalingResult(Problem problem, ReportOptions options, long master, Curve naive, Curve incremental,
        int compared, MachineInfo machine, double loadBefore, double loadAfter, Instant finished,
        double tookSeconds) {
}
