package dev.wfc.corpus.spec;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Defaults;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.LearnedModelBuilder;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.parallel.SolveParams;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static dev.wfc.corpus.spec.SpecChecks.inRange;
import static dev.wfc.corpus.spec.SpecChecks.or;
import static dev.wfc.corpus.spec.SpecChecks.required;

/**
 * The spec of a learned-model corpus: the keys are the options of {@code wfc learn} without their dashes
 * ({@code EXAMPLE...} is {@code examples}), with the same defaults (symmetry 1, no periodic input, scale 1), the
 * size counted in cells; the size, solver and constraint keys are the shared ones. Examples are relative to the spec
 * file, all PNG images or all text files, or MagicaVoxel {@code .vox} or Tiled {@code .tmx} files. The grid keys
 * {@code topology}, {@code depth} and {@code mask} ({@link GridSpec}) make a hexagonal, cubic or masked corpus; a
 * spec without them is today's square corpus, byte for byte.
 */
record LearnedSpec(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> examples,
                   Integer symmetry, Boolean periodicInput, Integer scale, String topology, Integer depth,
                   String mask) implements SpecReader.ModelSpec {
    @Override
    public CorpusJob resolve(Path dir, SolveSpec solve, SteeringSpec steering) {
        SolveParams params = solve.params(Defaults.SIZE);
        List<String> files = required("examples", examples, "a list of example files, relative to the spec");
        if (files.isEmpty()) {
            throw new SpecReader.SpecException("examples: [] (expected: at least one example file)");
        }
        // Up to 12 where the grid may be hexagonal (the model refuses 9..12 on a square .tmx); 1..8 otherwise.
        boolean hexPossible = "hex".equals(topology) || (topology == null && files.stream()
                .anyMatch(f -> f != null && f.toLowerCase(java.util.Locale.ROOT).endsWith(".tmx")));
        int sym = inRange("symmetry", or(symmetry, Defaults.LEARNED_SYMMETRY), 1, hexPossible
                ? Defaults.MAX_HEX_SYMMETRY : Defaults.MAX_SYMMETRY);
        int k = inRange("scale", or(scale, 1), 1, LearnedModel.MAX_SCALE);
        boolean shaped = topology != null || depth != null || mask != null;
        LearnedModelBuilder builder = LearnedModel.builder().symmetry(sym).periodicInput(or(periodicInput, false));
        if (topology != null) {
            builder.topology(GridSpec.topology(topology));
        }
        Map<String, String> inputs = new TreeMap<>();
        for (int i = 0; i < files.size(); i++) {
            String key = "examples[" + i + "]";
            Path file = SpecChecks.resolve(dir, key, required(key, files.get(i), "a file name"));
            try {
                SpecInputs.read(file, files.get(i), inputs);
                builder.example(file);
            } catch (IOException e) {
                throw new SpecReader.SpecException(key + ": " + IoErrors.describe(e));
            } catch (IllegalArgumentException e) {
                throw new SpecReader.SpecException(key + ": " + e.getMessage());
            }
        }
        LearnedModel model;
        try {
            model = builder.build();
        } catch (IllegalArgumentException e) {
            throw new SpecReader.SpecException(e.getMessage());
        }
        // Voxel and Tiled examples have no form in the square corpus (no picture, text or Tiled map): grid path.
        if (shaped || model.form() == LearnedModel.Form.VOXEL || model.form() == LearnedModel.Form.TILES) {
            return GridSpec.resolve(model, dir, depth, mask, files, sym, or(periodicInput, false), scale, params,
                    steering, inputs);
        }
        if (scale != null && model.form() == LearnedModel.Form.TEXT) {
            throw new SpecReader.SpecException("scale: " + scale + " (expected: PNG examples; a text map has one "
                    + "character per cell)");
        }
        SteeredModel steered = ModelCorpus.steer(model::solverBuilder, model::grid, model.tileNames(), null,
                steering.statements(dir, inputs, Topology.SQUARE), params);
        ObjectNode canonical = canonicalHead(files, sym, or(periodicInput, false));
        canonical.put("scale", k);
        SolveSpec.putCanonical(canonical, params);
        steering.putCanonical(canonical, Topology.SQUARE);
        String name = Path.of(files.get(0)).getFileName().toString();
        int dot = name.lastIndexOf('.');
        return new LearnedCorpus(model, dot > 0 ? name.substring(0, dot) : name, k, steered, params, canonical,
                inputs);
    }

    /** The canonical spec's first keys, which every grid shares: model, examples, symmetry, periodicInput. */
    static ObjectNode canonicalHead(List<String> files, int sym, boolean periodicInput) {
        ObjectNode canonical = JsonNodeFactory.instance.objectNode();
        canonical.put("model", "learned");
        ArrayNode list = canonical.putArray("examples");
        files.forEach(list::add);
        canonical.put("symmetry", sym);
        canonical.put("periodicInput", periodicInput);
        return canonical;
    }
}
