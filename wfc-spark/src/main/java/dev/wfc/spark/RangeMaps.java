package dev.wfc.spark;

import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.parallel.MapModel;
import dev.wfc.parallel.MapResult;
import dev.wfc.parallel.Maps;
import dev.wfc.parallel.SolveParams;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The maps of one index range, solved lazily in index order by one solver that the range reuses for all of them:
 * map {@code i} is {@code Maps.solve(model, params, masterSeed, i)}, whatever the range or the machine.
 */
final class RangeMaps implements Iterator<MapResult> {
    private final Solver solver;
    private final long masterSeed;
    private final long end;
    private long next;

    RangeMaps(MapModel model, SolveParams params, long masterSeed, IndexRange range) {
        this.solver = params.newSolver(model);
        this.masterSeed = masterSeed;
        this.next = range.start();
        this.end = range.start() + range.count();
    }

    @Override
    public boolean hasNext() {
        return next < end;
    }

    @Override
    public MapResult next() {
        if (next >= end) {
            throw new NoSuchElementException("index " + next + " (expected: below " + end + ")");
        }
        long index = next++;
        long t0 = System.nanoTime();
        Solution map = Maps.solve(solver, masterSeed, index);
        return new MapResult(index, map, System.nanoTime() - t0);
    }
}
