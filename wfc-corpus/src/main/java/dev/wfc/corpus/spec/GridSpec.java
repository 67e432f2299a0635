package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.model.SteeringStatement;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.parallel.SolveParams;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The grid keys of a learned spec, as {@code wfc learn}'s {@code --topology}, {@code --depth} and {@code --mask}:
 * {@code topology} (square, hex or cube; default the examples': cube for {@code .vox}, hex for a hexagonal
 * {@code .tmx}, else square), {@code depth} (layers, cube only, {@link Checks#depth}) and {@code mask} (a PNG of the
 * map's width and height, relative to the spec). Their canonical spec adds {@code topology}, {@code depth} and
 * {@code mask} (null for none) after {@code scale}: the three axes of the maps.
 */
final class GridSpec {
    private GridSpec() {
    }

    /** @throws SpecReader.SpecException naming {@code topology} and the three ids */
    static Topology topology(String id) {
        try {
            return Topology.parse(id);
        } catch (WfcInputException e) {
            throw new SpecReader.SpecException(e.getMessage());
        }
    }

    /** A model on its grid: the layers, the picture's scale, the shaped model and its steered form. */
    record Shaped(int depth, int scale, Model shaped, SteeredModel steered) {
    }

    /**
     * The job of a learned model on its topology's grid of {@code depth} layers, cut by {@code mask}.
     *
     * @throws SpecReader.SpecException naming the key: a depth on a 2D grid, a mask that cannot be read or whose
     *     size is not the map's, a designer constraint that does not fit the grid, a scale out of range
     */
    static CorpusJob resolve(LearnedModel model, Path dir, Integer depth, String mask, List<String> files, int sym,
                             boolean periodicInput, Integer scale, SolveParams params, SteeringSpec steering,
                             Map<String, String> inputs) {
        Topology topo = model.topology();
        Shaped s = shape(model, topo, dir, depth, mask, scale, params, steering, inputs);
        ObjectNode canonical = LearnedSpec.canonicalHead(files, sym, periodicInput);
        putGrid(canonical, topo, s, mask);
        SolveSpec.putCanonical(canonical, params);
        steering.putCanonical(canonical, topo);
        return new ShapedLearnedCorpus(model, s.depth(), s.scale(), s.steered(), params, canonical, inputs);
    }

    /**
     * {@code model} on {@code topo}'s grid of {@code depth} layers cut by {@code mask}, its designer constraints
     * bound: the checks every grid corpus shares.
     *
     * @throws SpecReader.SpecException naming the key: a depth on a 2D grid, a mask that cannot be read or whose
     *     size is not the map's, a designer constraint that does not fit the grid, a scale out of range
     */
    static Shaped shape(Model model, Topology topo, Path dir, Integer depth, String mask, Integer scale,
                        SolveParams params, SteeringSpec steering, Map<String, String> inputs) {
        int d;
        try {
            d = Checks.depth(depth == null ? Defaults.DEPTH : depth, topo);
        } catch (WfcInputException e) {
            throw new SpecReader.SpecException(e.getMessage());
        }
        Mask footprint = mask == null ? null : readMask(dir, mask, params, inputs);
        int defaultScale = model instanceof HexTiles hex ? hex.defaultScale() : topo == Topology.HEX ? 8
                : topo == Topology.CUBE ? 2 : 1;
        int max = topo == Topology.HEX ? dev.wfc.core.view.HexPicture.MAX_CELL
                : topo == Topology.CUBE ? dev.wfc.core.view.IsometricPicture.MAX_UNIT : LearnedModel.MAX_SCALE;
        int k = SpecChecks.inRange("scale", scale == null ? defaultScale : scale, topo == Topology.HEX ? 2 : 1, max);
        List<SteeringStatement> statements = steering.statements(dir, inputs, topo);
        Model shaped;
        try {
            shaped = model.shaped(d, footprint);
        } catch (IllegalArgumentException e) {
            throw new SpecReader.SpecException(e.getMessage());
        }
        SteeredModel steered = ModelCorpus.steer(shaped::solverBuilder, shaped::grid, model.tileNames(), null,
                statements, params);
        return new Shaped(d, k, shaped, steered);
    }

    /** The canonical grid keys, after the model's own: {@code scale}, {@code topology}, {@code depth}, {@code mask}. */
    static void putGrid(ObjectNode canonical, Topology topo, Shaped s, String mask) {
        canonical.put("scale", s.scale());
        canonical.put("topology", topo.id());
        canonical.put("depth", s.depth());
        canonical.put("mask", mask);
    }

    /** A map's footprint: the cells of every layer, and the picture of the grid at {@code scale}. */
    static MapFootprint footprint(Topology topo, SolveParams p, int depth, int scale, int tiles) {
        double w = p.width();
        double h = p.height();
        double pixels = switch (topo) {
            case HEX -> (w + h / 2.0 + 1) * scale * ((h + 1) * scale);
            case CUBE -> (w + h) * 2.0 * scale * ((w + h + 2.0 * depth + 2) * scale);
            case SQUARE -> w * h * scale * scale;
        };
        return new MapFootprint(w * h * depth, tiles, topo.directions(), pixels);
    }

    private static Mask readMask(Path dir, String name, SolveParams params, Map<String, String> inputs) {
        Path file = SpecChecks.resolve(dir, "mask", name);
        Mask m;
        try {
            m = Mask.of(Png.decode(SpecInputs.read(file, name, inputs), file.toString()));
        } catch (IOException e) {
            throw new SpecReader.SpecException("mask: " + IoErrors.describe(e));
        } catch (IllegalArgumentException e) {
            throw new SpecReader.SpecException("mask: " + file + ": " + e.getMessage());
        }
        if (m.width() != params.width() || m.height() != params.height()) {
            throw new SpecReader.SpecException("mask: " + file + " is " + m.width() + "x" + m.height()
                    + " (expected: the map's width x height, " + params.width() + "x" + params.height() + ")");
        }
        return m;
    }
}
