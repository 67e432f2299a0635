package dev.wfc.corpus.debroglie;

import dev.wfc.core.Grid;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.Solution;
import dev.wfc.core.model.Model;

import java.util.List;
import java.util.function.BiConsumer;

/** A 3D configuration made runnable: a voxel sample ({@link VoxelSample}) or a voxel file set ({@link VoxelSet}). */
interface VoxelSource {
    /** The model whose rules solve. */
    Model model();

    /** The output box grid, each axis periodic as the configuration says. */
    Grid grid();

    /** Restrictions of cells for every fresh builder; the long is the map's seed. */
    List<BiConsumer<SolverBuilder, Long>> steps();

    /** The map as {@code .vox} bytes. */
    byte[] vox(Solution s);
}
