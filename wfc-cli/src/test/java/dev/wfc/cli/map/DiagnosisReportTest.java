package dev.wfc.cli.map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.cli.testkit.TextExamples;
import dev.wfc.core.Diagnosis;
import dev.wfc.core.Grid;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.Status;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.Steering;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Where a map without a solution went wrong, as the CLI's exit-3 line and a corpus manifest report it, against the
 * core's own {@link Diagnosis} of the same solve: four monsters and one connected floor, one try and no
 * backtracking, fail often, some on a cell and some on a constraint.
 */
class DiagnosisReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SIZE = 12;

    @TempDir
    static Path in;
    static LearnedModel model;

    @BeforeAll
    static void writeExample() throws IOException {
        Files.writeString(in.resolve("dungeon.txt"), TextExamples.DUNGEON, StandardCharsets.UTF_8);
        model = LearnedModel.builder().example(in.resolve("dungeon.txt")).build();
    }

    /** The same map through the core API: the model's rules, the same constraints in the same order, one try. */
    private static Solution solveDirectly(long seed) {
        Grid grid = model.grid(SIZE, SIZE, false);
        SolverBuilder b = model.solverBuilder(SIZE, SIZE, false).tries(1).restartsOnly();
        new Steering(model.tileNames()).count(new String[] {"M"}, 4, 4).connected(".", "M").applyTo(b, grid);
        return b.build().solve(seed);
    }

    private static String xy(int cell) {
        return "(" + cell % SIZE + ", " + cell / SIZE + ")";
    }

    /** The constraint by the tiles it holds: the count is of M alone, the region of floor and M. */
    private static int constraintIndex(Diagnosis d) {
        return d.constraint().tiles().length == 1 ? 0 : 1;
    }

    @Test
    void theExitThreeLineSaysWhereTheLastTryWentWrong(@TempDir Path out) throws IOException {
        int failures = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Solution expected = solveDirectly(seed);
            CliRun run = CliRun.of("learn", in.resolve("dungeon.txt").toString(), "--size", Integer.toString(SIZE),
                    "--count", "M=4", "--connected", ".|M", "--tries", "1", "--no-backtrack", "--seed",
                    Long.toString(seed), "--out", out.resolve("map.txt").toString());
            if (expected.status() == Status.SOLVED) {
                assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
                Files.delete(out.resolve("map.txt"));
                continue;
            }
            failures++;
            Diagnosis d = expected.diagnosis();
            String[] mentions = {"seed " + seed, "after cell " + xy(d.lastObservedCell()) + " was set to tile "
                    + d.lastObservedTile(), "tile " + d.lastObservedTile() + " is '"
                    + model.tileNames().get(d.lastObservedTile()) + "'", d.constraint() == null
                    ? "cell " + xy(d.cell()) + " ran out of options"
                    : "the constraint is " + List.of("--count M=4", "--connected .|M").get(constraintIndex(d))};
            ErrorAssertions.assertOneLineError(run, "learn", ExitCodes.NO_SOLUTION, out, mentions);
        }
        assertTrue(failures > 0, "no seed failed: the test would check nothing");
    }

    @Test
    void theManifestRecordsTheDiagnosisAsFields(@TempDir Path out) throws IOException {
        Path spec = SpecFiles.write(in, "dungeon.json", "{'model': 'learned', 'examples': 'dungeon.txt', 'size': "
                + SIZE + ", 'tries': 1, 'backtrack': false, 'count': [{'tiles': 'M', 'min': 4, 'max': 4}], "
                + "'connected': [{'tiles': ['.', 'M']}]}");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "16", "--master-seed", "3", "--formats", "txt",
                "--out", out.resolve("c").toString(), "--quiet");
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        int failures = 0;
        for (String line : Files.readAllLines(out.resolve("c/manifest.jsonl"), StandardCharsets.UTF_8)) {
            JsonNode entry = JSON.readTree(line);
            Solution expected = solveDirectly(Seeds.map(3, entry.get("index").asLong()));
            assertEquals(expected.status().name().toLowerCase(Locale.ROOT), entry.get("status").asText());
            if (expected.status() != Status.CONTRADICTION) {
                assertFalse(entry.has("diagnosis"), line);
                continue;
            }
            failures++;
            Diagnosis d = expected.diagnosis();
            JsonNode diagnosis = entry.get("diagnosis");
            assertEquals(cell(d.cell()), diagnosis.get("cell"), line);
            assertEquals(cell(d.lastObservedCell()), diagnosis.get("lastObservedCell"), line);
            assertEquals(model.tileNames().get(d.lastObservedTile()), diagnosis.get("lastObservedTile").asText());
            assertEquals(d.constraint() == null ? JSON.nullNode()
                    : JSON.getNodeFactory().textNode(List.of("count[0]", "connected[0]").get(constraintIndex(d))),
                    diagnosis.get("constraint"), line);
            assertEquals(List.of(), JSON.convertValue(entry.get("files"), List.class), line);
        }
        assertTrue(failures > 0, "no map failed: the test would check nothing");
    }

    private static JsonNode cell(int cell) {
        return cell < 0 ? JSON.nullNode() : JSON.createArrayNode().add(cell % SIZE).add(cell / SIZE);
    }
}
