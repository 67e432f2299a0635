package dev.wfc.parallel;

/** Told of every map a batch's sink accepted, on the writer thread, in completion order; must be quick. */
@FunctionalInterface
public interface MapListener {
    /** @param map the map just accepted (its status says whether it was solved, failed or ran out of budget) */
    void finished(MapResult map);
}
