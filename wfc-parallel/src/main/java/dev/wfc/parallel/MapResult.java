package dev.wfc.parallel;

import dev.wfc.core.Solution;

/**
 * One finished map of a batch, as handed to the {@link MapSink}.
 *
 * @param index the map's index in the job
 * @param solution the map ({@link Solution#seed()} is {@code Seeds.map(masterSeed, index)})
 * @param nanos the time its solve took on its worker, all attempts included
 */
public record MapResult(long index, Solution solution, long nanos) {
}
