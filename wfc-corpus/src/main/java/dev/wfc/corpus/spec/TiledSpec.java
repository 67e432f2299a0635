package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Defaults;
import dev.wfc.core.internal.InputFiles;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.parallel.SolveParams;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static dev.wfc.corpus.spec.SpecChecks.or;
import static dev.wfc.corpus.spec.SpecChecks.required;

/**
 * The spec of a tiled-model corpus: the keys are the options of {@code wfc tiled} without their dashes
 * ({@code TILESET.xml} is {@code tileset}, {@code --black-background} is {@code blackBackground}), with the same
 * defaults, the size counted in tiles (24 by default); the size, solver and constraint keys are the shared ones.
 * {@code tileset} is relative to the spec file; its tile images are in the folder of the same name beside it.
 */
record TiledSpec(String tileset, String subset, Boolean blackBackground, Boolean allowDeadEnds)
        implements SpecReader.ModelSpec {
    @Override
    public CorpusJob resolve(Path dir, SolveSpec solve, SteeringSpec steering) {
        SolveParams params = solve.params(Defaults.TILED_SIZE);
        Path xml = SpecChecks.resolve(dir, "tileset", required("tileset", tileset, "a tileset XML file, relative to the spec"));
        TiledModel.Builder builder = TiledModel.builder(xml).allowDeadEnds(or(allowDeadEnds, false));
        if (subset != null) {
            builder.subset(subset);
        }
        TiledModel model;
        Map<String, String> inputs = new TreeMap<>();
        try {
            model = builder.build();
            digest(xml, inputs);
        } catch (InvalidInputException e) {
            throw new SpecReader.SpecException("tileset: " + e.getMessage());
        } catch (IOException e) {
            throw new SpecReader.SpecException("tileset: " + IoErrors.describe(e));
        }
        SteeredModel steered = ModelCorpus.steer(model::solverBuilder, model::grid, model.tileNames(), null,
                steering.statements(dir, inputs), params);
        ObjectNode canonical = JsonNodeFactory.instance.objectNode();
        canonical.put("model", "tiled");
        canonical.put("tileset", tileset);
        canonical.put("subset", subset);
        canonical.put("blackBackground", or(blackBackground, false));
        canonical.put("allowDeadEnds", or(allowDeadEnds, false));
        SolveSpec.putCanonical(canonical, params);
        steering.putCanonical(canonical);
        String name = FileNames.tilesetName(xml, subset);
        return new TiledCorpus(model, name, or(blackBackground, false), steered, params, canonical, inputs);
    }

    /**
     * Records the SHA-256 of the tileset and of every PNG in its image folder, by their paths as the spec writes
     * them (the folder's files as {@code tileset}'s folder plus the file name).
     */
    private void digest(Path xml, Map<String, String> inputs) throws IOException {
        inputs.put(tileset, GridDigest.sha256(InputFiles.readAll(xml)));
        // The model has read its images, so the name ends in .xml (any case) and the folder is the name without it.
        String name = xml.getFileName().toString();
        Path images = xml.resolveSibling(name.substring(0, name.length() - 4));
        String prefix = tileset.substring(0, tileset.length() - 4) + "/";
        try (Stream<Path> files = Files.list(images)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                if (f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
                    inputs.put(prefix + f.getFileName(), GridDigest.sha256(InputFiles.readAll(f)));
                }
            }
        }
    }
}
