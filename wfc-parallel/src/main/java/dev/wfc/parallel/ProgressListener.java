package dev.wfc.parallel;

/** Told on the writer thread after every accepted map; must be quick (it delays the next write). */
@FunctionalInterface
public interface ProgressListener {
    /**
     * @param done maps accepted so far in this run
     * @param total maps this run will accept if not stopped (the range less the skipped indices)
     * @param elapsedNanos time since the run started
     */
    void progress(long done, long total, long elapsedNanos);
}
