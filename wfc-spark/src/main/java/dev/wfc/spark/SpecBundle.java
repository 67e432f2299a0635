package dev.wfc.spark;

import dev.wfc.corpus.CorpusRecipe;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * A corpus spec and the input files it names, shipped from the driver to the executors, which read it there with
 * the same spec reader as {@code wfc corpus}. The files travel as a {@link SpecZip}.
 *
 * <p>Maintainers: an executor resolves a bundle once per JVM and keeps the last few recipes (a recipe's model is
 * safe to share between task threads); the zip goes to a temporary file only while the spec is read. The resolved
 * job must have the driver's spec and input digests, or the task fails.
 */
final class SpecBundle implements Serializable {
    private static final long serialVersionUID = 1L;
    /** How many resolved recipes an executor keeps: jobs of one application rarely alternate between more. */
    private static final int CACHED = 4;
    private static final Map<String, CorpusRecipe> RESOLVED = new LinkedHashMap<>(8, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CorpusRecipe> eldest) {
            return size() > CACHED;
        }
    };

    private final byte[] zip;
    private final String specEntry;
    private final String formats;
    private final String specSha256;
    private final TreeMap<String, String> inputs;
    private final String key;

    private SpecBundle(byte[] zip, String specEntry, String formats, String specSha256, Map<String, String> inputs) {
        this.zip = zip;
        this.specEntry = specEntry;
        this.formats = formats;
        this.specSha256 = specSha256;
        this.inputs = new TreeMap<>(inputs);
        this.key = specSha256 + inputs + "|" + formats;
    }

    /**
     * Packs the files of {@code recipe}, which the driver read from {@code spec} (null for the built-in spec) and
     * {@code formats}.
     *
     * @throws UncheckedIOException if a file cannot be read again
     */
    static SpecBundle of(Path spec, String formats, CorpusRecipe recipe) {
        if (spec == null) {
            return new SpecBundle(null, null, formats, recipe.specSha256(), recipe.inputDigests());
        }
        return new SpecBundle(SpecZip.pack(recipe.files()), SpecZip.specEntry(spec), formats, recipe.specSha256(),
                recipe.inputDigests());
    }

    /** The recipe on this JVM, read from the bundle the first time. */
    CorpusRecipe recipe() {
        synchronized (RESOLVED) {
            CorpusRecipe recipe = RESOLVED.get(key);
            if (recipe == null) {
                recipe = resolve();
                RESOLVED.put(key, recipe);
            }
            return recipe;
        }
    }

    private CorpusRecipe resolve() {
        CorpusRecipe recipe = SpecZip.read(zip, specEntry, this::readRecipe);
        if (!recipe.specSha256().equals(specSha256) || !new TreeMap<>(recipe.inputDigests()).equals(inputs)) {
            throw new IllegalStateException("spec bundle: read as spec " + recipe.specSha256() + " with inputs "
                    + recipe.inputDigests() + " (expected: the driver's spec " + specSha256 + " with inputs " + inputs
                    + ")");
        }
        return recipe;
    }

    private CorpusRecipe readRecipe(Path spec) throws IOException {
        return CorpusRecipe.read(spec, formats);
    }
}
