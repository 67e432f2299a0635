package dev.wfc.world;

import dev.wfc.core.Rules;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.AdjacencyCheck;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.SampleWindows;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * The models the world tests run on, and the oracle that checks a region: adjacency read pair by pair from the
 * rules with its own neighbour arithmetic ({@link AdjacencyCheck}), and for overlapping models every N×N pixel
 * window of the drawn region against the sample's own windows ({@link SampleWindows}), which shares nothing with
 * the model or the world.
 */
final class WorldModels {
    /** A model, the sample its overlapping form reads (null for tiled models) and its window oracle. */
    record Case(String name, Model model, Image sample, SampleWindows windows) {
        WorldBuilder world() {
            WorldBuilder b = World.builder(model);
            return sample == null ? b : b.sample(sample);
        }

        /** The first broken adjacency or foreign window of {@code r}, or null. */
        String firstViolation(World world, Region r) {
            String bad = AdjacencyCheck.firstViolation(r.tiles(), r.width(), r.height(), false,
                    allowed(model.rules()));
            if (bad == null && windows != null) {
                bad = windows.firstForeignWindow(world.render(r), false);
            }
            return bad;
        }
    }

    private WorldModels() {
    }

    static Case builtin() {
        Image sample = BuiltinSample.image();
        return new Case("builtin", OverlappingModel.builder(sample).build(), sample,
                new SampleWindows(sample, 3, 8, true));
    }

    static Case overlapping(String name, int symmetry, boolean ground) {
        Image sample = read(SampleFiles.sample(name));
        return new Case(name, OverlappingModel.builder(sample).n(3).symmetry(symmetry).ground(ground).build(), sample,
                new SampleWindows(sample, 3, symmetry, true));
    }

    static Case tiled(String tileset, String subset) {
        try {
            TiledModel.Builder b = TiledModel.builder(SampleFiles.root().resolve("tilesets").resolve(tileset + ".xml"));
            if (subset != null) {
                b.subset(subset);
            }
            return new Case(tileset, b.build(), null, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** allowed[d][a][b]: b may stand at offset d (left, down, right, up) of a, asked of the rules pair by pair. */
    static boolean[][][] allowed(Rules rules) {
        int t = rules.tileCount();
        boolean[][][] allowed = new boolean[4][t][t];
        for (int d = 0; d < 4; d++) {
            for (int a = 0; a < t; a++) {
                for (int b = 0; b < t; b++) {
                    allowed[d][a][b] = rules.allows(a, b, d);
                }
            }
        }
        return allowed;
    }

    static Image read(Path file) {
        try {
            return Png.read(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
