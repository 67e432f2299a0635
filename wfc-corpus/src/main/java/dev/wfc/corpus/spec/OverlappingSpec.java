package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Defaults;
import dev.wfc.core.internal.InputFiles;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.parallel.SolveParams;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static dev.wfc.corpus.spec.SpecChecks.atLeast;
import static dev.wfc.corpus.spec.SpecChecks.inRange;
import static dev.wfc.corpus.spec.SpecChecks.or;

/**
 * The spec of an overlapping-model corpus: the keys are the options of {@code wfc overlapping} without their dashes
 * ({@code periodic-input} is {@code periodicInput}), with the same defaults and ranges; the size, solver and
 * constraint keys are the shared ones. A missing key takes the default; {@code sample} is relative to the spec
 * file, and without it the built-in sample is used.
 */
record OverlappingSpec(String sample, Integer n, Integer symmetry, Boolean periodicInput, Boolean ground)
        implements SpecReader.ModelSpec {
    @Override
    public CorpusJob resolve(Path dir, SolveSpec solve, SteeringSpec steering) {
        SolveParams params = solve.params(Defaults.SIZE);
        int w = params.width();
        int h = params.height();
        int patternSide = atLeast("n", or(n, Defaults.N), Defaults.MIN_N);
        int sym = inRange("symmetry", or(symmetry, Defaults.OVERLAPPING_SYMMETRY), 1, Defaults.MAX_SYMMETRY);
        Image image;
        Map<String, String> inputs = new TreeMap<>();
        if (sample == null) {
            image = BuiltinSample.image();
        } else {
            image = read(SpecChecks.resolve(dir, "sample", sample), inputs);
        }
        int smaller = Math.min(image.width(), image.height());
        if (patternSide > smaller) {
            throw new SpecReader.SpecException("n: " + patternSide + " (expected: at most " + smaller
                    + ", the smaller side of " + (sample == null ? "the built-in sample" : sample) + ")");
        }
        if (!params.periodic() && (w < patternSide || h < patternSide)) {
            throw new SpecReader.SpecException("width x height: " + w + "x" + h + " (expected: at least n = "
                    + patternSide + " on each side, or periodic)");
        }
        OverlappingModel model = OverlappingModel.builder(image).n(patternSide).symmetry(sym)
                .periodicInput(or(periodicInput, true)).ground(or(ground, false)).build();
        SteeredModel steered = ModelCorpus.steer(model::solverBuilder, model::grid, model.tileNames(),
                or(ground, false) ? "ground" : null, steering.statements(dir, inputs), params);
        ObjectNode canonical = JsonNodeFactory.instance.objectNode();
        canonical.put("model", "overlapping");
        canonical.put("sample", sample);
        canonical.put("n", patternSide);
        canonical.put("symmetry", sym);
        canonical.put("periodicInput", or(periodicInput, true));
        canonical.put("ground", or(ground, false));
        SolveSpec.putCanonical(canonical, params);
        steering.putCanonical(canonical);
        return new OverlappingCorpus(model, steered, params, canonical, inputs);
    }

    /** The sample's image; records its SHA-256 in {@code inputs}. */
    private Image read(Path file, Map<String, String> inputs) {
        try {
            inputs.put(sample, GridDigest.sha256(InputFiles.readAll(file)));
            return Png.read(file);
        } catch (IOException e) {
            throw new SpecReader.SpecException("sample: " + IoErrors.describe(e));
        }
    }
}
