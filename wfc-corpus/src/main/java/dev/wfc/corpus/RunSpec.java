package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.io.InvalidInputException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Finds the spec a corpus was made from, for reading ({@link CorpusReader}) and re-solving ({@link CorpusVerifier}):
 * the file run.json names, or the one given, checked against run.json's digests of the spec and its inputs.
 */
final class RunSpec {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The options of {@code wfc corpus} that take no value. */
    private static final Set<String> FLAGS = Set.of("--resume", "--quiet");

    private RunSpec() {
    }

    /**
     * The job the corpus in {@code root} was made from, whose run.json is {@code run}: read from {@code spec}, or
     * from the spec file run.json names when it is null, and checked against run.json's digests of the spec and its
     * inputs.
     *
     * @throws InvalidInputException if the spec cannot be found or read, or is not the one the corpus was made from
     */
    static CorpusJob job(Path root, JsonNode run, Path spec) throws InvalidInputException {
        Path runFile = root.resolve(CorpusDir.RUN);
        Path specFile = spec != null ? spec : file(run, runFile);
        CorpusJob job = specFile == null ? CorpusJob.defaults() : CorpusJob.read(specFile);
        String what = specFile == null ? "the built-in default spec" : "spec " + specFile;
        String digest = CorpusDir.specSha256(job);
        if (!digest.equals(run.path("specSha256").asText())) {
            throw new InvalidInputException(what + ": not the spec " + root + " was made from (" + runFile
                    + " has another specSha256; expected: --spec, the spec file the corpus was made from)");
        }
        if (!JSON.valueToTree(job.inputDigests()).equals(run.path("inputs"))) {
            throw new InvalidInputException(what + ": its input files differ from those " + root + " was made from "
                    + "(see inputs in " + runFile + ")");
        }
        return job;
    }

    /**
     * The spec file that run.json names: its {@code specFile}, or, in a corpus made before that key, the first
     * argument of its {@code wfc corpus} command line that is neither an option nor an option's value; null for the
     * built-in spec.
     */
    static Path file(JsonNode run, Path runFile) throws InvalidInputException {
        JsonNode recorded = run.get(CorpusDir.SPEC_FILE);
        Path spec = recorded != null ? (recorded.isNull() ? null : Path.of(recorded.asText()))
                : inCommand(run, runFile);
        if (spec != null && !Files.isRegularFile(spec)) {
            throw new InvalidInputException(runFile + ": made from " + spec + ", not found from here (expected: "
                    + "--spec, the spec file the corpus was made from)");
        }
        return spec;
    }

    /**
     * The positional argument of a recorded {@code wfc corpus} command line, or null if it has none. Every option
     * takes one value (or is written {@code --name=value}), except {@link #FLAGS}; {@code --} ends the options.
     */
    private static Path inCommand(JsonNode run, Path runFile) throws InvalidInputException {
        List<String> args = new ArrayList<>();
        run.path("command").forEach(a -> args.add(a.asText()));
        if (args.size() < 2 || !args.get(1).equals("corpus")) {
            throw new InvalidInputException(runFile + ": command " + run.path("command") + " (expected: a wfc corpus "
                    + "command line, or --spec)");
        }
        boolean options = true;
        for (int i = 2; i < args.size(); i++) {
            String a = args.get(i);
            if (options && a.equals("--")) {
                options = false;
            } else if (options && a.startsWith("-") && a.length() > 1) {
                i += FLAGS.contains(a) || a.contains("=") ? 0 : 1;
            } else {
                return Path.of(a);
            }
        }
        return null;
    }
}
