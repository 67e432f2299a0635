package dev.wfc.cli.options;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.Inputs;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;

/**
 * What the simple tiled model is built from: the tileset, the subset, and whether dead ends are accepted; for every
 * command that builds it from one tileset ({@code wfc tiled} and its {@code bench}, {@code animate} and
 * {@code rules} subcommands).
 */
public final class TiledModelOptions {
    @Parameters(index = "0", paramLabel = "TILESET.xml",
            description = "The tileset: <tiles>, <neighbors> and optional <subsets>; the tile images are in the "
                    + "folder of the same name beside it.")
    private Path tileset;

    @Option(names = "--subset", paramLabel = "NAME",
            description = "Use only the tiles of this <subset> of the tileset (default: every tile).")
    private String subset;

    @Mixin
    private DeadEndOptions deadEnds;

    public Path tileset() {
        return tileset;
    }

    /** The subset, or null for every tile. */
    public String subset() {
        return subset;
    }

    public boolean deadEndsAllowed() {
        return deadEnds.allowed();
    }

    /** The NAME of the default output: the tileset's file name without {@code .xml}, then {@code -SUBSET}. */
    public String name() {
        return FileNames.tilesetName(tileset, subset);
    }

    /** Reads the tileset and its images; one that cannot be read or used is a failure with exit code 2. */
    public TiledModel model() {
        return Inputs.tiled(tileset, subset, deadEnds.allowed());
    }

    /** The topology the tileset declares ({@code <set topology>}); one that cannot be read fails with exit code 2. */
    public Topology topology() {
        return Inputs.tilesetTopology(tileset);
    }

    /**
     * Refuses the square's own options on a hex or cube tileset: {@code --subset}, {@code --allow-dead-ends}, then
     * {@code commandOption}.
     *
     * @param commandOption the first square-only option of the command's own that was given, or null
     * @throws CliFailure with exit code 2 naming the option
     */
    public void refuseOnGrid(Topology topology, String commandOption) {
        String given = subset != null ? "--subset" : deadEnds.allowed() ? "--allow-dead-ends" : commandOption;
        if (given != null) {
            throw CliFailure.badInput(given + ": on a " + topology.id() + " tileset (expected: a square tileset;"
                    + " the option speaks of its subsets, dead ends, images, text or square rows and edges)");
        }
    }

    /**
     * The failure for a hex or cube option given with a square tileset.
     *
     * @param option the options' names, e.g. {@code --depth/--mask}
     */
    public static CliFailure onSquare(String option) {
        return CliFailure.badInput(option + ": on a square tileset (expected: a hex or cube tileset, <set"
                + " topology=\"hex\"> or <set topology=\"cube\">)");
    }

    /**
     * The hex or cube tiles of a tileset of {@code topology} ({@link Inputs#gridTiles}) on grids of {@code depth}
     * layers cut by {@code mask} (null: every cell), with the command's names for them; a cube's cells are drawn in
     * {@link VoxelTiles#tileColors()}, a hexagon in its tile's colour. Call {@link #refuseOnGrid} first.
     */
    public ModelInput readOnGrid(Topology topology, int depth, Mask mask) {
        Model tiles = Inputs.gridTiles(tileset, topology);
        int[] colors = tiles instanceof VoxelTiles voxels ? voxels.tileColors() : null;
        return new ModelInput(name(), "tiles", tiles.shaped(depth, mask), null, size -> { }, colors);
    }

    /**
     * {@link #model()} with the command's names for it.
     *
     * @param blackBackground how partial maps are drawn (see {@link BlackBackgroundOption})
     */
    public ModelInput read(boolean blackBackground) {
        return new ModelInput(name(), "tiles", model().withBlackBackground(blackBackground), null, size -> { });
    }
}
