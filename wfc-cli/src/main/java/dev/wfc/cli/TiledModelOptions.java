package dev.wfc.cli;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.TiledModel;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;

/** The simple tiled model's inputs: the tileset, a subset, whether to allow dead ends; for every command using it. */
final class TiledModelOptions {
    @Parameters(index = "0", paramLabel = "TILESET.xml",
            description = "The tileset: <tiles>, <neighbors> and optional <subsets>; the tile images are in the "
                    + "folder of the same name beside it.")
    private Path tileset;

    @Option(names = "--subset", paramLabel = "NAME",
            description = "Use only the tiles of this <subset> of the tileset (default: every tile).")
    private String subset;

    @Mixin
    private DeadEndOptions deadEnds;

    /** The tileset's file name without {@code .xml}, then {@code -SUBSET} (see {@link Inputs#tilesetName}). */
    String name() {
        return Inputs.tilesetName(tileset, subset);
    }

    /** @throws CliFailure with exit code 2 if the tileset cannot be read or used */
    TiledModel model() {
        return Inputs.tiled(tileset, subset, deadEnds.allowed());
    }

    /**
     * {@link #model()} as a model of any kind.
     *
     * @param blackBackground how partial maps are drawn (see {@link BlackBackgroundOption})
     */
    AnyModel any(boolean blackBackground) {
        TiledModel model = model();
        return new AnyModel(name(), "tiles", model.rules(), model.tileNames(), null) {
            @Override
            Grid grid(int width, int height, boolean periodic) {
                return model.grid(width, height, periodic);
            }

            @Override
            SolverBuilder solverBuilder(int width, int height, boolean periodic) {
                return model.solverBuilder(width, height, periodic);
            }

            @Override
            int cellPixels() {
                return model.tileSize();
            }

            @Override
            Image render(Solution map) {
                return model.render(map, blackBackground);
            }

            @Override
            Image tileImage(int t) {
                return model.tileImage(t);
            }
        };
    }
}
