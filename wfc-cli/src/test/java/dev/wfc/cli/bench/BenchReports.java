package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.Solution;
import dev.wfc.core.testkit.Sha256;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Runs {@code wfc bench} in-process and reads its report with Jackson, strictly: one JSON object and nothing else. */
final class BenchReports {
    private static final ObjectMapper STRICT = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

    private BenchReports() {
    }

    /** The report of {@code wfc ARGS}, which must exit with 0 and print nothing on stderr. */
    static JsonNode run(String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals("", run.err(), run::toString);
        return parse(run.out());
    }

    static JsonNode parse(String json) {
        try {
            return STRICT.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The seeds of the timed maps, in the order of the records. */
    static List<Long> seeds(JsonNode report) {
        List<Long> seeds = new ArrayList<>();
        report.get("maps").forEach(m -> seeds.add(Long.parseLong(m.get("seed").textValue())));
        return seeds;
    }

    /** The SHA-256 of a map's tiles as the README states it (see {@link Sha256#ofTiles}). */
    static String sha256(Solution map) {
        return Sha256.ofTiles(map.tiles());
    }
}
