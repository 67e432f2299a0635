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

    /** The constraints bound to every solve, none unless the source states some. */
    default List<dev.wfc.core.Constraint> constraints() {
        return List.of();
    }

    /** The map as {@code .vox} bytes. */
    byte[] vox(Solution s);
}
