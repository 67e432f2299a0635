package dev.wfc.cli.options;

import dev.wfc.cli.support.Inputs;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.model.TiledModel;
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

    /**
     * {@link #model()} with the command's names for it.
     *
     * @param blackBackground how partial maps are drawn (see {@link BlackBackgroundOption})
     */
    public ModelInput read(boolean blackBackground) {
        return new ModelInput(name(), "tiles", model().withBlackBackground(blackBackground), null, size -> { });
    }
}
