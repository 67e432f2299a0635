package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.io.InvalidInputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Whether a corpus directory holds the job that {@code --resume} continues: its run.json must record the same spec,
 * inputs, master seed, range and formats, the same contradiction policy, and (when the run names one) the same
 * layout. Each difference is refused in the command line's words.
 */
final class ResumeIdentity {
    /** The run.json keys that must match for --resume, with how the command line calls them. */
    private static final List<String[]> IDENTITY = List.of(
            new String[] {"specSha256", "the spec"},
            new String[] {"inputs", "the spec's input files"},
            new String[] {"masterSeed", "--master-seed"},
            new String[] {"startIndex", "--start-index"},
            new String[] {"count", "--count"},
            new String[] {"formats", "--formats"});
    private static final ObjectMapper JSON = new ObjectMapper();

    private ResumeIdentity() {
    }

    /**
     * The layout of the corpus in {@code root}, whose run.json must record the job of {@code run}; with
     * {@code layoutGiven}, {@code run}'s layout must be that one (kind and shard size; a files layout's fan-out is
     * always the recorded one, so a corpus from before fan-out stays flat).
     *
     * @throws InvalidInputException naming what differs, or a run.json that is missing or not JSON
     */
    static CorpusLayout check(Path root, ObjectNode run, boolean layoutGiven) throws IOException {
        JsonNode recorded = checkSameJob(root, run);
        CorpusLayout layout = CorpusLayout.of(recorded, root.resolve(CorpusDir.RUN).toString());
        CorpusLayout wanted = CorpusLayout.of(run, CorpusDir.RUN);
        if (layoutGiven && (layout.shards() != wanted.shards() || layout.parquet() != wanted.parquet()
                || layout.shardSize() != wanted.shardSize())) {
            throw new InvalidInputException("--resume: --layout " + describe(wanted) + " differs from the corpus's ("
                    + root.resolve(CorpusDir.RUN) + " has " + describe(layout) + "; expected: the same --layout and "
                    + "--shard-size as the run that made it, or neither)");
        }
        return layout;
    }

    private static String describe(CorpusLayout layout) {
        return layout.shards() ? (layout.parquet() ? "parquet" : "shards") + " --shard-size " + layout.shardSize()
                : "files";
    }

    /** Checks that {@code root}'s run.json records the job of {@code run}; returns the recorded run.json. */
    private static JsonNode checkSameJob(Path root, ObjectNode run) throws IOException {
        Path file = root.resolve(CorpusDir.RUN);
        if (!Files.isRegularFile(file)) {
            throw new InvalidInputException("--resume: " + root + " has no " + CorpusDir.RUN + " (expected: a corpus"
                    + " made by wfc corpus)");
        }
        JsonNode recorded;
        try {
            recorded = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new InvalidInputException("--resume: " + file + ": not readable as JSON (" + e.getMessage() + ")");
        }
        // Compared as read back from JSON, where a long that fits in an int becomes an int node.
        JsonNode current = JSON.readTree(JSON.writeValueAsBytes(run));
        checkSamePolicy(file, recorded.path("spec"), current.path("spec"));
        for (String[] key : IDENTITY) {
            JsonNode was = recorded.path(key[0]);
            JsonNode now = current.path(key[0]);
            if (!was.equals(now)) {
                throw new InvalidInputException("--resume: " + key[1] + " differs from the corpus's (" + file + " has "
                        + key[0] + " " + was + ", this run " + now + "; expected: the same spec, --master-seed, "
                        + "--start-index, --count and --formats as the run that made it)");
            }
        }
        return recorded;
    }

    /**
     * Refuses, in words of its own, a resume whose contradiction policy differs from the corpus's: the case of a
     * corpus made while restarts only was the default, resumed with the same spec file. (Any other difference of
     * the spec is caught by its digest.)
     */
    private static void checkSamePolicy(Path file, JsonNode was, JsonNode now) throws InvalidInputException {
        if (was.path("backtrack").equals(now.path("backtrack"))
                && was.path("maxBacktracks").equals(now.path("maxBacktracks"))) {
            return;
        }
        throw new InvalidInputException("--resume: the contradiction policy differs from the corpus's (" + file
                + " has backtrack " + was.path("backtrack") + ", maxBacktracks " + was.path("maxBacktracks")
                + "; this run " + now.path("backtrack") + ", " + now.path("maxBacktracks") + "; expected: the same: "
                + "add them to the spec, e.g. \"backtrack\": false for a corpus made when restarts only was the "
                + "default)");
    }
}
