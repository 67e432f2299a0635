package dev.wfc.spark;

import dev.wfc.core.Status;
import dev.wfc.parallel.MapResult;

import java.io.Serializable;

/**
 * What a set of maps came to: how many, solved, without a solution, attempts, and the solve time summed over maps.
 * Counted per partition on the executors and added up on the driver.
 */
record MapCounts(long maps, long solved, long failed, long attempts, long solveNanos) implements Serializable {
    static final MapCounts NONE = new MapCounts(0, 0, 0, 0, 0);

    MapCounts plus(MapResult map) {
        Status status = map.solution().status();
        return new MapCounts(maps + 1, solved + (status == Status.SOLVED ? 1 : 0),
                failed + (status == Status.CONTRADICTION ? 1 : 0), attempts + map.solution().attempts(),
                solveNanos + map.nanos());
    }

    MapCounts plus(MapCounts other) {
        return new MapCounts(maps + other.maps, solved + other.solved, failed + other.failed,
                attempts + other.attempts, solveNanos + other.solveNanos);
    }

    /** Attempts that ended in a contradiction: every attempt but the last of each map that has a result. */
    long contradictions() {
        return attempts - (maps - failed);
    }
}
