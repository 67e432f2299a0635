package dev.wfc.corpus.world;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Defaults;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.Quote;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.MapFormat;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.spec.SpecReader;
import dev.wfc.world.World;
import dev.wfc.world.WorldBuilder;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A world spec: a corpus spec's model and solver keys, plus the world keys {@code worldSeed}, {@code block},
 * {@code layers} and {@code frame}, whose defaults and ranges are {@link WorldBuilder}'s. Size keys and designer
 * constraints are refused: a world has no size and no edges. Read the same way by {@code wfc world} and by
 * wfc-spark's world job, so that both make the same world.
 *
 * @param job the model part, resolved by the corpus spec reader
 * @param canonical the spec as world.json records it: the model and solver keys with their defaults, then the world
 *     keys
 * @param sample the overlapping model's sample read with periodic input (a candidate base), or null
 * @param files the spec file and every input file it names (absolute); none for the built-in sample
 */
public record WorldSpec(CorpusJob job, ObjectNode canonical, Image sample, long worldSeed, int block, int layers,
                        int frame, List<Path> files) {
    /** World keys, in the order world.json lists them. */
    public static final List<String> WORLD_KEYS = List.of("worldSeed", "block", "layers", "frame");
    /** Corpus keys that mean nothing in a world. */
    private static final List<String> SIZE_KEYS = List.of("size", "width", "height", "periodic");

    /**
     * The spec of {@code file}, or the built-in sample's defaults when {@code file} is null.
     *
     * @throws InvalidInputException one line naming the file and the key at fault
     */
    public static WorldSpec read(Path file) throws InvalidInputException {
        ObjectNode root = file == null ? null : SpecReader.readObject(file);
        ObjectNode rest = root == null ? null : root.deepCopy();
        Long seed = null;
        Integer block = null;
        Integer layers = null;
        Integer frame = null;
        if (rest != null) {
            seed = longKey(file, rest.remove("worldSeed"), "worldSeed");
            block = intKey(file, rest.remove("block"), "block");
            layers = intKey(file, rest.remove("layers"), "layers");
            frame = intKey(file, rest.remove("frame"), "frame");
            for (String key : SIZE_KEYS) {
                if (rest.has(key)) {
                    throw new InvalidInputException(Quote.path(file) + ": " + key + ": not used by a world (expected:"
                            + " no size keys; the region is --region X,Y,W,H)");
                }
            }
            for (String key : SpecReader.steeringKeys()) {
                if (rest.has(key)) {
                    throw new InvalidInputException(Quote.path(file) + ": " + key + ": designer constraints are not"
                            + " supported by a world (expected: none; a world has no edges or cell positions to pin)");
                }
            }
            keepBlockPolicy(rest);
        }
        CorpusJob job = rest == null ? SpecReader.defaultsRestartingOnly() : SpecReader.resolve(file, rest);
        WorldBuilder check = World.builder(job.bareModel());
        try {
            if (block != null) {
                check.block(block);
            }
            if (layers != null) {
                check.layers(layers);
            }
            if (frame != null) {
                check.frame(frame);
            }
        } catch (WfcInputException e) {
            throw new InvalidInputException(where(file) + e.getMessage());
        }
        long worldSeed = seed != null ? seed : 0L;
        int b = block != null ? block : World.DEFAULT_BLOCK;
        int l = layers != null ? layers : World.DEFAULT_LAYERS;
        int f = frame != null ? frame : World.DEFAULT_FRAME;
        try {
            World.checkShape(b, l, f);
        } catch (WfcInputException e) {
            throw new InvalidInputException(where(file) + e.getMessage());
        }
        ObjectNode canonical = job.canonicalSpec();
        SIZE_KEYS.forEach(canonical::remove);
        SpecReader.steeringKeys().forEach(canonical::remove);
        canonical.put("worldSeed", worldSeed);
        canonical.put("block", b);
        canonical.put("layers", l);
        canonical.put("frame", f);
        List<Path> files = new ArrayList<>();
        if (file != null) {
            Path dir = file.toAbsolutePath().getParent();
            files.add(file.toAbsolutePath());
            job.inputDigests().keySet().forEach(name -> files.add(dir.resolve(name)));
        }
        return new WorldSpec(job, canonical, sample(file, canonical), worldSeed, b, l, f,
                List.copyOf(files));
    }

    /**
     * States the blocks' contradiction policy in {@code spec} where it leaves it to the default: restarts only when
     * it names none, and {@link Defaults#LEGACY_MAX_BACKTRACKS} undos when it asks to backtrack without a limit. So a
     * world's cells (and its canonical spec) stay what they were before backtracking became the solver's default;
     * a block that fails falls back to the layer below instead.
     */
    private static void keepBlockPolicy(ObjectNode spec) {
        if (spec.has("maxBacktracks")) {
            return;
        }
        JsonNode backtrack = spec.get("backtrack");
        if (backtrack == null) {
            spec.put("backtrack", false);
        } else if (backtrack.isBoolean() && backtrack.booleanValue()) {
            spec.put("maxBacktracks", Defaults.LEGACY_MAX_BACKTRACKS);
        }
    }

    /**
     * Refuses a model that draws no image (a learned model of text examples): a world is written as images.
     *
     * @param file the spec file, named in the message, or null
     * @throws InvalidInputException naming the file and the {@code model} key
     */
    public void requireImages(Path file) throws InvalidInputException {
        if (!job.bareModel().formats().contains(MapFormat.PNG)) {
            throw new InvalidInputException(file + ": model: draws no image (expected: a model that writes "
                    + "PNG; wfc world writes images)");
        }
    }

    /**
     * A world of this spec; {@code cacheBlocks} as the builder takes it. It draws its regions at the spec's
     * {@code scale} where the spec has one, as a corpus of the spec draws its maps ({@link ScaledModel}).
     *
     * @throws WfcInputException if the model has no periodic base (see {@link WorldBuilder#build})
     */
    public World world(int cacheBlocks) {
        Model drawn = ScaledModel.of(job.bareModel(), canonical.path("scale").asInt(0));
        WorldBuilder b = World.builder(drawn).seed(worldSeed).block(block).layers(layers).frame(frame)
                .cacheBlocks(cacheBlocks).solver(job.params().config());
        if (job.bareModel().rules().topology() == Topology.CUBE) {
            b.depth(canonical.path("depth").asInt(1));
        }
        if (sample != null) {
            b.sample(sample);
        }
        return b.build();
    }

    /** The overlapping model's sample, read with periodic input: a candidate base. Null for other models. */
    private static Image sample(Path file, ObjectNode canonical) throws InvalidInputException {
        if (!"overlapping".equals(canonical.path("model").asText()) || !canonical.path("periodicInput").asBoolean()) {
            return null;
        }
        JsonNode sample = canonical.get("sample");
        if (sample == null || sample.isNull()) {
            return BuiltinSample.image();
        }
        Path path = file.toAbsolutePath().getParent().resolve(sample.asText());
        try {
            return Png.read(path);
        } catch (IOException e) {
            throw new InvalidInputException(Quote.path(file) + ": sample: cannot read " + Quote.path(path) + " ("
                    + Quote.runs(e.getMessage()) + ")");
        }
    }

    private static String where(Path file) {
        return file == null ? "" : Quote.path(file) + ": ";
    }

    private static Integer intKey(Path file, JsonNode v, String key) throws InvalidInputException {
        if (v == null) {
            return null;
        }
        if (!v.isInt()) {
            throw new InvalidInputException(Quote.path(file) + ": " + key + ": " + Quote.value(v.toString())
                    + " (expected: an integer)");
        }
        return v.intValue();
    }

    private static Long longKey(Path file, JsonNode v, String key) throws InvalidInputException {
        if (v == null) {
            return null;
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw new InvalidInputException(Quote.path(file) + ": " + key + ": " + Quote.value(v.toString())
                    + " (expected: a 64-bit integer)");
        }
        return v.longValue();
    }
}
