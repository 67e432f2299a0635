package dev.wfc.cli.fuzz;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import net.jqwik.api.statistics.Statistics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The fuzz harness of the command line: valid PNG samples, text examples, voxel examples, tilesets, sample lists and
 * corpus specs, mutated ({@link CliMutation}) and run through the real entry point in-process ({@link CliRun}); each run must end
 * as {@link CliFuzzTarget#runAndCheck} demands. Seeded, so a failure replays; a failing mutation, once shrunk, is
 * saved under {@code src/test/resources/cli-fuzz-cases/} and replayed by {@link CliFuzzCasesTest}.
 *
 * <p>Tries: {@code jqwik.tries.default}, which the build sets from the property {@code wfc.fuzz.tries} (30 a target
 * in the default run, about 20 s in all; {@code mvn -Pfuzz} runs thousands).
 */
class CliFuzzProperties {
    private static Path workspace;

    @BeforeContainer
    static void prepare() throws IOException {
        workspace = Files.createTempDirectory("wfc-cli-fuzz");
        for (CliFuzzTarget t : CliFuzzTarget.values()) {
            CliFuzzTarget.prepare(workspace.resolve(t.name()));
        }
    }

    @AfterContainer
    static void cleanUp() throws IOException {
        try (Stream<Path> files = Files.walk(workspace)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    @Property(seed = "1701")
    void mutatedSamplesMakeAMapOrFailOnOneLine(@ForAll("mutations") CliMutation m) throws IOException {
        fuzz(CliFuzzTarget.PNG, m);
    }

    @Property(seed = "1702")
    void mutatedTextExamplesMakeAMapOrFailOnOneLine(@ForAll("mutations") CliMutation m) throws IOException {
        fuzz(CliFuzzTarget.TEXT, m);
    }

    @Property(seed = "1703")
    void mutatedTilesetsMakeAMapOrFailOnOneLine(@ForAll("mutations") CliMutation m) throws IOException {
        fuzz(CliFuzzTarget.TILESET, m);
    }

    @Property(seed = "1704")
    void mutatedSampleListsMakeScreenshotsOrFailOnOneLine(@ForAll("mutations") CliMutation m) throws IOException {
        fuzz(CliFuzzTarget.SAMPLES, m);
    }

    @Property(seed = "1705")
    void mutatedSpecsMakeACorpusOrFailOnOneLine(@ForAll("mutations") CliMutation m) throws IOException {
        fuzz(CliFuzzTarget.SPEC, m);
    }

    @Property(seed = "1706")
    void mutatedVoxelExamplesMakeAMapOrFailOnOneLine(@ForAll("mutations") CliMutation m) throws IOException {
        fuzz(CliFuzzTarget.VOX, m);
    }

    private static void fuzz(CliFuzzTarget target, CliMutation m) throws IOException {
        byte[] bytes = m.apply(target.seed(), target.dictionary(), target == CliFuzzTarget.PNG);
        Statistics.collect(target.runAndCheck(workspace.resolve(target.name()), bytes, target.name()));
        // Not vacuous: some mutations are refused, and of text examples many still make maps. The strict formats
        // keep few mutations valid (300 tries: 0.3% of tilesets, 0.7% of sample lists, 2% of PNGs, 3% of specs),
        // so their path to a map is checked by CliFuzzCasesTest on the unmutated seeds.
        Statistics.coverage(c -> {
            c.check("exit 2").count(n -> n > 0);
            if (target == CliFuzzTarget.TEXT) {
                c.check("exit 0").count(n -> n > 0);
            }
        });
    }

    @Provide
    Arbitrary<CliMutation> mutations() {
        Arbitrary<int[]> edit = Combinators.combine(Arbitraries.integers().between(0, CliMutation.KINDS - 1),
                Arbitraries.integers().between(0, 999), Arbitraries.integers().between(0, 255))
                .as((kind, at, value) -> new int[] {kind, at, value});
        Arbitrary<Double> cut = Arbitraries.frequencyOf(Tuple.of(4, Arbitraries.just(1.0)),
                Tuple.of(1, Arbitraries.doubles().between(0, 1)));
        return Combinators.combine(edit.list().ofMinSize(1).ofMaxSize(3), cut, Arbitraries.of(false, true))
                .as(CliMutation::new);
    }
}
