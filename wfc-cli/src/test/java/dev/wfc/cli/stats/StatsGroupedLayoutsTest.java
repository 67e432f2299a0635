package dev.wfc.cli.stats;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc stats --gallery} on the shards and parquet layouts: stats.md equals that of the same job in the files
 * layout but for its title (the corpus's path) and the time per map (solve times differ between runs), and the
 * gallery's thumbnails, copied out into {@code thumbnails/}, are byte for byte the files layout's PNG files, one per
 * map, each named in the page's data.
 */
class StatsGroupedLayoutsTest {
    private static final int COUNT = 20;
    /** A map's image in the page's data: its row ends with the PNG's name. */
    private static final Pattern IMAGE = Pattern.compile("\"(\\d{6}\\.png)\"\\]");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"shards", "parquet"})
    void statsAndGalleryMatchTheFilesLayout(String layout) throws IOException {
        Path files = corpus("files");
        Path grouped = corpus(layout);
        Path filesStats = stats(files);
        Path groupedStats = stats(grouped);
        assertEquals(comparable(filesStats), comparable(groupedStats));

        String html = Files.readString(groupedStats.resolve("index.html"));
        assertTrue(html.contains("\"images\":\"thumbnails/\""), html);
        Matcher m = IMAGE.matcher(html);
        List<String> named = new ArrayList<>();
        while (m.find()) {
            named.add(m.group(1));
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            expected.add(String.format(Locale.ROOT, "%06d.png", i));
        }
        assertEquals(expected, named);
        try (var thumbnails = Files.list(groupedStats.resolve("thumbnails"))) {
            assertEquals(COUNT, thumbnails.count());
        }
        for (String png : expected) {
            assertArrayEquals(Files.readAllBytes(files.resolve("maps").resolve(png)),
                    Files.readAllBytes(groupedStats.resolve("thumbnails").resolve(png)), png);
        }
    }

    /** stats.md without its title line and the rows of numbers under "## Time per map". */
    private static List<String> comparable(Path stats) throws IOException {
        List<String> kept = new ArrayList<>();
        boolean times = false;
        for (String line : Files.readAllLines(stats.resolve("stats.md"))) {
            times = line.startsWith("## ") ? line.equals("## Time per map") : times;
            if (!line.startsWith("# Statistics of ") && !(times && line.matches("\\| [0-9].*"))) {
                kept.add(line);
            }
        }
        return kept;
    }

    private Path stats(Path corpus) {
        Path out = dir.resolve(corpus.getFileName() + "-stats");
        CliRun run = CliRun.of("stats", corpus.toString(), "--gallery", "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return out;
    }

    private Path corpus(String layout) throws IOException {
        Path out = dir.resolve(layout);
        List<String> args = new ArrayList<>(List.of("corpus", SpecFiles.small(dir).toString(), "--count",
                Integer.toString(COUNT), "--master-seed", "5", "--formats", "png,json", "--quiet", "--out",
                out.toString()));
        if (!layout.equals("files")) {
            args.addAll(List.of("--layout", layout, "--shard-size", "6"));
        }
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return out;
    }
}
