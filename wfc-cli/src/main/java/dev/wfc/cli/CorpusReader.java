package dev.wfc.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.GridDigest;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a corpus directory made by {@code wfc corpus}: its {@code run.json}, the rules of the spec it was made from
 * (rebuilt from that spec, whose digests must match the ones recorded), its {@code manifest.jsonl} and the maps' JSON
 * grids, which it reads generically: {@code width}, {@code height}, {@code periodic} and {@code cells} (rows of tile
 * ids, -1 undecided), plus tile names from {@code tiles} where a model writes them. Every problem is a
 * {@link CliFailure} with exit code 2 whose message names the file (and line or key).
 */
final class CorpusReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path root;
    private final JsonNode run;
    private final Rules rules;
    private List<String> names;

    private CorpusReader(Path root, JsonNode run, Rules rules) {
        this.root = root;
        this.run = run;
        this.rules = rules;
    }

    /**
     * Opens the corpus in {@code root} and rebuilds its rules.
     *
     * @param spec the spec file the corpus was made from; null to take the one named in run.json's command,
     *     relative to the working directory (none there: the built-in default)
     */
    static CorpusReader open(Path root, Path spec) {
        Path runFile = root.resolve(CorpusDir.RUN);
        JsonNode run = readJson(runFile);
        boolean grids = false;
        for (JsonNode format : run.path("formats")) {
            grids |= format.asText().equals(MapFormat.JSON.extension());
        }
        if (!grids) {
            throw CliFailure.badInput(runFile + ": formats " + run.path("formats") + " (expected: a corpus made with "
                    + "json among its --formats; stats reads the maps' JSON grids)");
        }
        Path specFile = spec != null ? spec : specOf(run, runFile);
        CorpusJob job = specFile == null ? SpecReader.defaults() : SpecReader.read(specFile);
        String what = specFile == null ? "the built-in default spec" : "spec " + specFile;
        String digest = GridDigest.sha256(job.canonicalSpec().toString().getBytes(StandardCharsets.UTF_8));
        if (!digest.equals(run.path("specSha256").asText())) {
            throw CliFailure.badInput(what + ": not the spec " + root + " was made from (" + runFile
                    + " has another specSha256; expected: --spec, the spec file the corpus was made from)");
        }
        if (!JSON.valueToTree(job.inputDigests()).equals(run.path("inputs"))) {
            throw CliFailure.badInput(what + ": its input files differ from those " + root + " was made from (see "
                    + "inputs in " + runFile + ")");
        }
        try {
            return new CorpusReader(root, run, job.params().newSolver(job.model()::solverBuilder).rules());
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(what + ": " + e.getMessage());
        }
    }

    /** The spec file named by run.json's command line, or null if it named none. */
    private static Path specOf(JsonNode run, Path runFile) {
        List<String> args = new ArrayList<>();
        run.path("command").forEach(a -> args.add(a.asText()));
        ParseResult corpus;
        try {
            ParseResult top = WfcCommand.commandLine().parseArgs(args.stream().skip(1).toArray(String[]::new));
            corpus = top.subcommand();
        } catch (CommandLine.ParameterException e) {
            corpus = null;
        }
        if (corpus == null || !corpus.commandSpec().name().equals("corpus")) {
            throw CliFailure.badInput(runFile + ": command " + run.path("command") + " (expected: a wfc corpus command "
                    + "line, or --spec)");
        }
        if (!corpus.hasMatchedPositional(0)) {
            return null;
        }
        Path spec = corpus.matchedPositional(0).getValue();
        if (!Files.isRegularFile(spec)) {
            throw CliFailure.badInput(runFile + ": made from " + spec + ", not found from here (expected: --spec, "
                    + "the spec file the corpus was made from)");
        }
        return spec;
    }

    Rules rules() {
        return rules;
    }

    /** The recorded {@code run.json}. */
    JsonNode run() {
        return run;
    }

    /** Tile names by id from the first map that has them, or null (e.g. overlapping maps, which number patterns). */
    List<String> names() {
        return names;
    }

    /** Reads every manifest entry and its JSON grid into {@code stats}. */
    void readInto(CorpusStatistics stats) {
        Path manifest = root.resolve(CorpusDir.MANIFEST);
        try (BufferedReader in = Files.newBufferedReader(manifest, StandardCharsets.UTF_8)) {
            int lineNumber = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNumber++;
                entry(stats, manifest + " line " + lineNumber, line);
            }
        } catch (NoSuchFileException e) {
            throw CliFailure.badInput(manifest + ": no such file (expected: a corpus made by wfc corpus)");
        } catch (IOException e) {
            throw CliFailure.badInput(manifest + ": cannot read (" + IoErrors.describe(e) + ")");
        }
    }

    private void entry(CorpusStatistics stats, String where, String line) {
        JsonNode entry;
        try {
            entry = JSON.readTree(line);
        } catch (IOException e) {
            throw CliFailure.badInput(where + ": not JSON (expected: a manifest entry)");
        }
        JsonNode status = entry.path("status");
        JsonNode attempts = entry.path("attempts");
        JsonNode millis = entry.path("millis");
        if (!status.isTextual() || !attempts.canConvertToInt() || attempts.asInt() < 1 || !millis.isNumber()) {
            throw CliFailure.badInput(where + ": " + line + " (expected: a manifest entry with status, attempts and "
                    + "millis)");
        }
        String grid = null;
        for (JsonNode file : entry.path("files")) {
            if (file.asText().endsWith("." + MapFormat.JSON.extension())) {
                grid = file.asText();
            }
        }
        if (grid == null) {
            stats.add(status.asText(), attempts.asInt(), millis.asDouble(), null, null);
            return;
        }
        Path file = root.resolve(grid);
        JsonNode map = readJson(file);
        int w = map.path("width").asInt(-1);
        int h = map.path("height").asInt(-1);
        JsonNode rows = map.path("cells");
        if (w < 1 || h < 1 || !map.path("periodic").isBoolean() || rows.size() != h) {
            throw CliFailure.badInput(file + ": width " + map.path("width") + ", height " + map.path("height")
                    + ", periodic " + map.path("periodic") + ", " + rows.size() + " rows of cells (expected: a map "
                    + "grid, as many rows as its height)");
        }
        int[] cells = new int[w * h];
        for (int y = 0; y < h; y++) {
            JsonNode row = rows.get(y);
            if (row.size() != w) {
                throw CliFailure.badInput(file + ": cells[" + y + "]: " + row.size() + " ids (expected: " + w
                        + ", the width)");
            }
            for (int x = 0; x < w; x++) {
                JsonNode id = row.get(x);
                if (!id.canConvertToInt() || id.asInt() < -1 || id.asInt() >= rules.tileCount()) {
                    throw CliFailure.badInput(file + ": cells[" + y + "][" + x + "]: " + id + " (expected: -1.."
                            + (rules.tileCount() - 1) + ", the ids of the spec's rules)");
                }
                cells[x + y * w] = id.asInt();
            }
        }
        if (names == null && map.path("tiles").size() == rules.tileCount()) {
            List<String> list = new ArrayList<>();
            map.path("tiles").forEach(n -> list.add(n.asText()));
            names = List.copyOf(list);
        }
        stats.add(status.asText(), attempts.asInt(), millis.asDouble(), cells,
                new Grid(w, h, map.path("periodic").asBoolean()));
    }

    private static JsonNode readJson(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw CliFailure.badInput(file + ": no such file (expected: a corpus made by wfc corpus)");
        } catch (JsonProcessingException e) {
            throw CliFailure.badInput(file + ": not valid JSON at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + " (" + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw CliFailure.badInput(file + ": cannot read (" + IoErrors.describe(e) + ")");
        }
    }
}
