package dev.wfc.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverKind;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.parallel.SolveParams;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The spec of an overlapping-model corpus: the keys are the options of {@code wfc overlapping} without their dashes
 * ({@code periodic-input} is {@code periodicInput}, {@code limit} and {@code solver} as there), with the same
 * defaults and ranges. A missing key takes the default; {@code sample} is relative to the spec file, and without
 * it the built-in sample is used.
 */
record OverlappingSpec(String sample, Integer n, Integer symmetry, Boolean periodicInput, Boolean ground,
                       Integer size, Integer width, Integer height, Boolean periodic, Heuristic heuristic,
                       Integer tries, Long limit, SolverKind solver, PropagatorKind propagator)
        implements SpecReader.ModelSpec {
    @Override
    public CorpusJob resolve(Path dir) {
        int side = atLeast("size", or(size, 48), 1);
        int w = atLeast("width", or(width, side), 1);
        int h = atLeast("height", or(height, side), 1);
        int patternSide = atLeast("n", or(n, 3), 2);
        int sym = or(symmetry, 8);
        if (sym < 1 || sym > 8) {
            throw new SpecReader.SpecException("symmetry: " + sym + " (expected: 1..8)");
        }
        long steps = limit == null ? -1 : atLeast("limit", limit, 0);
        SolveParams params = new SolveParams(w, h, or(periodic, false), or(heuristic, Heuristic.ENTROPY),
                or(solver, SolverKind.INCREMENTAL), or(propagator, PropagatorKind.AUTO),
                atLeast("tries", or(tries, 10), 1), steps, null);
        Image image;
        Map<String, String> inputs;
        if (sample == null) {
            image = BuiltinSample.image();
            inputs = Map.of();
        } else {
            byte[] bytes = readSample(dir.resolve(sample));
            image = decode(dir.resolve(sample));
            inputs = Map.of(sample, GridDigest.sha256(bytes));
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
        return new OverlappingCorpus(model, params, canonical(patternSide, sym, params), inputs);
    }

    /** Every key with its value or default, enum names in lowercase; no limit is null. */
    private ObjectNode canonical(int patternSide, int sym, SolveParams p) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("model", "overlapping");
        node.put("sample", sample);
        node.put("n", patternSide);
        node.put("symmetry", sym);
        node.put("periodicInput", or(periodicInput, true));
        node.put("ground", or(ground, false));
        node.put("width", p.width());
        node.put("height", p.height());
        node.put("periodic", p.periodic());
        node.put("heuristic", p.heuristic().name().toLowerCase(Locale.ROOT));
        node.put("tries", p.tries());
        node.put("limit", limit);
        node.put("solver", p.kind().name().toLowerCase(Locale.ROOT));
        node.put("propagator", p.propagator().name().toLowerCase(Locale.ROOT));
        return node;
    }

    private byte[] readSample(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new SpecReader.SpecException("sample: " + IoErrors.describe(e));
        }
    }

    private Image decode(Path file) {
        try {
            return Png.read(file);
        } catch (IOException e) {
            throw new SpecReader.SpecException("sample: " + e.getMessage());
        }
    }

    private static <T> T or(T value, T fallback) {
        return value != null ? value : fallback;
    }

    private static int atLeast(String key, int value, int min) {
        return (int) atLeast(key, (long) value, min);
    }

    private static long atLeast(String key, long value, long min) {
        if (value < min) {
            throw new SpecReader.SpecException(key + ": " + value + " (expected: " + (min == 1 ? "> 0" : ">= " + min)
                    + ")");
        }
        return value;
    }
}
