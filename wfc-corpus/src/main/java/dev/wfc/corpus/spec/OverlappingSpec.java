package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Defaults;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.GridOverlappingModelBuilder;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.parallel.SolveParams;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import static dev.wfc.corpus.spec.SpecChecks.atLeast;
import static dev.wfc.corpus.spec.SpecChecks.inRange;
import static dev.wfc.corpus.spec.SpecChecks.or;

/**
 * The spec of an overlapping-model corpus: the keys are the options of {@code wfc overlapping} without their dashes
 * ({@code periodic-input} is {@code periodicInput}), with the same defaults and ranges; the size, solver and
 * constraint keys are the shared ones. A missing key takes the default; {@code sample} is relative to the spec
 * file, and without it the built-in sample is used. A {@code .vox} or {@code .tmx} sample, a {@code topology} of hex
 * or cube, or any of the grid keys {@code depth}, {@code mask} and {@code scale}, makes a hex, cube or masked square
 * corpus ({@link #onGrid}); a spec without them ({@code "topology": "square"} at most) is the square corpus, byte
 * for byte.
 */
record OverlappingSpec(String sample, Integer n, Integer symmetry, Boolean periodicInput, Boolean ground,
                       String topology, Integer depth, String mask, Integer scale) implements SpecReader.ModelSpec {
    @Override
    public CorpusJob resolve(Path dir, SolveSpec solve, SteeringSpec steering) {
        if (steering.mirror() != null && !steering.mirror().isEmpty()) {
            throw new SpecReader.SpecException("mirror: the overlapping model (expected: a tiled or learned model; an"
                    + " overlapping model's patterns mirror into other patterns, which names cannot pair)");
        }
        SolveParams params = solve.params(Defaults.SIZE);
        String lower = sample == null ? "" : sample.toLowerCase(Locale.ROOT);
        if ((topology != null && GridSpec.topology(topology) != Topology.SQUARE) || depth != null || mask != null
                || scale != null || lower.endsWith(".vox") || lower.endsWith(".tmx")) {
            return onGrid(dir, params, steering, lower);
        }
        int w = params.width();
        int h = params.height();
        int patternSide = patternSide();
        int sym = symmetry(Topology.SQUARE);
        Image image;
        Map<String, String> inputs = new TreeMap<>();
        if (sample == null) {
            image = BuiltinSample.image();
        } else {
            image = SpecInputs.png(dir, inputs, "sample", sample);
        }
        int smaller = Math.min(image.width(), image.height());
        if (patternSide > smaller) {
            throw new SpecReader.SpecException("n: " + patternSide + " (expected: at most " + smaller
                    + ", the smaller side of " + sampleName() + ")");
        }
        if (!params.periodic() && (w < patternSide || h < patternSide)) {
            throw new SpecReader.SpecException("width x height: " + w + "x" + h + " (expected: at least n = "
                    + patternSide + " on each side, or periodic)");
        }
        OverlappingModel model = OverlappingModel.builder(image).n(patternSide).symmetry(sym)
                .periodicInput(wraps()).ground(grounded()).build();
        SteeredModel steered = ModelCorpus.steer(model::solverBuilder, model::grid, model.tileNames(),
                grounded() ? "ground" : null, steering.statements(dir, inputs, Topology.SQUARE), params);
        ObjectNode canonical = canonicalHead(patternSide, sym);
        canonical.put("ground", grounded());
        SolveSpec.putCanonical(canonical, params);
        steering.putCanonical(canonical, Topology.SQUARE);
        return new OverlappingCorpus(model, steered, params, canonical, inputs);
    }

    /**
     * The overlapping model on a grid ({@link GridOverlappingModel}): a {@code .vox} sample on the cube, a
     * hexagonal {@code .tmx} map or a PNG with {@code "topology": "hex"} on the hexagon, a PNG with a {@code mask}
     * on the square; {@code symmetry} up to 12 on the hexagon, 8 on the cube and the square; {@code depth},
     * {@code mask} and {@code scale} as a learned spec's ({@link GridSpec}); {@code ground} on every grid
     * ({@link GridOverlappingModelBuilder#ground}). Canonical: model, sample, n, symmetry, periodicInput, ground (only
     * if true), then the grid keys.
     *
     * @throws SpecReader.SpecException naming the key that cannot be used
     */
    private CorpusJob onGrid(Path dir, SolveParams params, SteeringSpec steering, String lower) {
        Topology own = lower.endsWith(".vox") ? Topology.CUBE : lower.endsWith(".tmx") ? Topology.HEX : null;
        Topology topo = topology != null ? GridSpec.topology(topology) : own != null ? own : Topology.SQUARE;
        if ((own != null && own != topo) || (own == null && topo == Topology.CUBE)) {
            throw new SpecReader.SpecException("topology: " + topo.id() + " for " + sampleName() + " (expected: cube"
                    + " for a .vox sample, hex for a hexagonal .tmx map, square or hex for a PNG)");
        }
        if (topo == Topology.SQUARE && mask == null) {
            throw new SpecReader.SpecException("mask: none on a square grid (expected: a mask PNG; a square "
                    + "overlapping spec has depth or scale only with a mask)");
        }
        int side = patternSide();
        int sym = symmetry(topo);
        Map<String, String> inputs = new TreeMap<>();
        GridOverlappingModel model;
        try {
            GridOverlappingModelBuilder b;
            if (own == Topology.CUBE) {
                Path file = SpecChecks.resolve(dir, "sample", sample);
                byte[] vox = SpecInputs.read(file, sample, inputs);
                b = GridOverlappingModel.builder(Vox.decode(vox, file.toString())).n(side, side, side);
            } else if (own == Topology.HEX) {
                Path file = SpecChecks.resolve(dir, "sample", sample);
                SpecInputs.read(file, sample, inputs);
                b = GridOverlappingModel.builder(TmxMap.read(file)).n(side);
            } else {
                Image image = sample == null ? BuiltinSample.image()
                        : SpecInputs.png(dir, inputs, "sample", sample);
                b = topo == Topology.HEX ? GridOverlappingModel.hexBuilder(image, null).n(side)
                        : GridOverlappingModel.squareBuilder(image).n(side);
            }
            model = b.symmetry(sym).periodicInput(wraps()).ground(grounded()).build();
        } catch (IOException e) {
            throw new SpecReader.SpecException("sample: " + IoErrors.describe(e));
        } catch (IllegalArgumentException e) {
            throw new SpecReader.SpecException((e.getMessage().startsWith("n") || e.getMessage().startsWith("ground")
                    ? "" : "sample: ")
                    + e.getMessage());
        }
        GridSpec.Shaped s = GridSpec.shape(model, topo, dir, depth, mask, scale, params, steering, inputs);
        ObjectNode canonical = canonicalHead(side, sym);
        if (grounded()) {
            canonical.put("ground", true); // only when set: the canonical specs of earlier grid corpora stay
        }
        GridSpec.putGrid(canonical, topo, s, mask);
        SolveSpec.putCanonical(canonical, params);
        steering.putCanonical(canonical, topo);
        return new ShapedOverlappingCorpus(model, s.depth(), s.scale(), s.steered(), params, canonical, inputs);
    }

    /** The canonical spec's first keys, which every grid shares: model, sample, n, symmetry, periodicInput. */
    private ObjectNode canonicalHead(int side, int sym) {
        ObjectNode canonical = JsonNodeFactory.instance.objectNode();
        canonical.put("model", "overlapping");
        canonical.put("sample", sample);
        canonical.put("n", side);
        canonical.put("symmetry", sym);
        canonical.put("periodicInput", wraps());
        return canonical;
    }

    /** {@code n}: at least {@link Defaults#MIN_N}. */
    private int patternSide() {
        return atLeast("n", or(n, Defaults.N), Defaults.MIN_N);
    }

    /** {@code symmetry}: 1..8, or 1..12 on the hexagon. */
    private int symmetry(Topology topo) {
        return inRange("symmetry", or(symmetry, Defaults.OVERLAPPING_SYMMETRY), 1, topo == Topology.HEX
                ? Defaults.MAX_HEX_SYMMETRY : Defaults.MAX_SYMMETRY);
    }

    private boolean wraps() {
        return or(periodicInput, true);
    }

    private boolean grounded() {
        return or(ground, false);
    }

    private String sampleName() {
        return sample == null ? "the built-in sample" : sample;
    }
}
