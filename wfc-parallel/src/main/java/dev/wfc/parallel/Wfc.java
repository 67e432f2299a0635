package dev.wfc.parallel;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.LearnedModelBuilder;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.topo.Topology;

import java.nio.file.Path;
import java.util.Objects;

/**
 * The entry point: one builder per model, each setter validated once, {@link JobBuilder#build()} choosing the solver
 * and propagator and giving an immutable {@link WfcJob}.
 *
 * <pre>{@code
 * WfcJob job = Wfc.overlapping(Png.read(sample)).n(3).size(48, 48).periodic(true).build();
 * Image map7 = job.render(job.map(42, 7));
 * }</pre>
 *
 * <p>It lives in {@code wfc-parallel}, beside the batch engine its jobs stream from; it uses only public API of the
 * core. Bad input throws {@link WfcInputException} (an {@link IllegalArgumentException}), a second call of a setter
 * {@link IllegalStateException}, and a job that admits no map {@link dev.wfc.core.NoMapPossibleException} when its
 * first solver is built.
 */
public final class Wfc {
    private Wfc() {
    }

    /** A job of the overlapping model learning N x N patterns from {@code sample}; sizes in pixels. */
    public static OverlappingBuilder overlapping(Image sample) {
        return new OverlappingBuilder(OverlappingModel.builder(sample));
    }

    /**
     * A job of the overlapping model on cubes, N x N x N patterns of the voxel sample (its palette kept); sizes in
     * cells, layers set by {@link JobBuilder#depth}, and a mask cuts every layer ({@link GridOverlappingModel}).
     */
    public static GridOverlappingBuilder overlapping(Voxels sample) {
        return new GridOverlappingBuilder(GridOverlappingModel.builder(sample));
    }

    /**
     * A job of the overlapping model on hexagons, N x N rhombus patterns of a hexagonal Tiled map's axial cells
     * ({@link GridOverlappingModel}); sizes in cells.
     */
    public static GridOverlappingBuilder overlapping(TmxMap hexagonalSample) {
        return new GridOverlappingBuilder(GridOverlappingModel.builder(hexagonalSample));
    }

    /**
     * A job of the overlapping model on hexagons, N x N rhombus patterns of an image read as axial cells (pixel
     * (x, y) is cell (x, y)); sizes in cells.
     */
    public static GridOverlappingBuilder hexOverlapping(Image sample) {
        return new GridOverlappingBuilder(GridOverlappingModel.hexBuilder(sample, null));
    }

    /** A job of the tiled model read from {@code tilesetXml} and its images; sizes in tiles, default 24. */
    public static TiledBuilder tiled(Path tilesetXml) {
        return new TiledBuilder(TiledModel.builder(tilesetXml));
    }

    /** A job of the learned-adjacency model, a tile per colour of the image examples; sizes in cells. */
    public static LearnedBuilder learned(Image... examples) {
        LearnedModelBuilder b = LearnedModel.builder();
        for (Image e : examples) {
            b.example(e);
        }
        return new LearnedBuilder(b);
    }

    /**
     * A job of the learned-adjacency model on {@code topology}, a tile per colour of the image examples (read as
     * axial cells on a hexagonal grid); sizes in cells.
     */
    public static LearnedBuilder learned(Topology topology, Image... examples) {
        LearnedModelBuilder b = LearnedModel.builder().topology(topology);
        for (Image e : examples) {
            b.example(e);
        }
        return new LearnedBuilder(b);
    }

    /**
     * A job of the learned-adjacency model on cubes, a tile per colour index of the voxel examples (empty space
     * included), the palette kept; sizes in cells, layers set by {@link JobBuilder#depth}.
     */
    public static LearnedBuilder learned(Voxels... examples) {
        LearnedModelBuilder b = LearnedModel.builder().topology(Topology.CUBE);
        for (Voxels e : examples) {
            b.example(e);
        }
        return new LearnedBuilder(b);
    }

    /** A job of the learned-adjacency model, a tile per character of the text examples; sizes in cells. */
    public static LearnedBuilder learned(CharGrid... examples) {
        LearnedModelBuilder b = LearnedModel.builder();
        for (CharGrid e : examples) {
            b.example(e);
        }
        return new LearnedBuilder(b);
    }

    /** A job of a model built elsewhere (possibly {@link Model#steered steered}); sizes in its units. */
    public static ModelBuilder of(Model model) {
        return new ModelBuilder(Objects.requireNonNull(model, "model"));
    }
}
