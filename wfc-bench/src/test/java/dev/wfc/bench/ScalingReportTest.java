package dev.wfc.bench;

import dev.wfc.core.SolverKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScalingReportTest {
    /** Tiny maps and a cap far above their solve time: every point is measured and both solvers agree. */
    @Test
    void writesTheTableAndThePlot(@TempDir Path out) throws Exception {
        ReportOptions o = ReportOptions.parse("--sizes", "6,10,14", "--maps", "3", "--cap-seconds", "120",
                "--warmup-seconds", "0", "--out", out.toString());
        List<Path> written = ScalingReport.run(o, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8));
        assertEquals(List.of(out.resolve("scaling.md"), out.resolve("scaling.svg")), written);
        String md = Files.readString(out.resolve("scaling.md"));
        for (String row : List.of("| 6×6 | 36 |", "| 10×10 | 100 |", "| 14×14 | 196 |")) {
            assertTrue(md.contains(row), row + " in\n" + md);
        }
        assertTrue(md.contains("9 maps solved by both were compared and found identical"), md);
        assertTrue(md.contains(o.asArguments()), md);
        assertTrue(md.lines().filter(l -> l.startsWith("| ")).noneMatch(l -> l.contains("> ")), md);
        var svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(out.resolve("scaling.svg").toFile());
        assertEquals(2 * 3, svg.getElementsByTagName("circle").getLength());
        try (var files = Files.list(out)) {
            assertEquals(2, files.count(), "no temporary files left");
        }
    }

    /** A cap no map can meet: the first point of each solver is capped after half its maps, the rest not run. */
    @Test
    void aCappedPointStopsItsSolver() throws IOException {
        Problem rooms = Workload.ROOMS.load();
        Sweep sweep = new Sweep(rooms, 5, ScalingReport.MASTER, 1e-9);
        Timing t = sweep.measure(SolverKind.INCREMENTAL, 10);
        assertFalse(t.measured());
        assertEquals(3, t.capped());
        assertEquals(0, t.seconds().length);
    }

    @Test
    void theMarkdownMarksCappedAndExtrapolatedPoints() throws IOException {
        Problem rooms = Workload.ROOMS.load();
        Curve naive = new Curve("naive", List.of(new Timing(20, new double[] {0.01}, 0, false),
                new Timing(50, new double[] {0.4}, 0, false), new Timing(100, new double[0], 1, false),
                Timing.notRun(200)));
        Curve incremental = new Curve("incremental", List.of(new Timing(20, new double[] {0.001}, 0, false),
                new Timing(50, new double[] {0.005}, 0, false), new Timing(100, new double[] {0.02}, 0, false),
                new Timing(200, new double[] {0.09}, 0, false)));
        // Naive's fit (exponent 2) puts 100x100 at about 6.5 s and 200x200 at about 100 s.
        ScalingResult r = result(rooms, naive, incremental, "1");
        List<String> rows = tableRows(r);
        assertEquals(4, rows.size(), String.join("\n", rows));
        assertFalse(rows.get(1).contains("> ") || rows.get(1).contains("extrapolated"), rows.get(1));
        assertTrue(rows.get(2).contains("> 1 s;") && rows.get(2).endsWith("*extrapolated* |"), rows.get(2));
        assertTrue(rows.get(3).contains("> 1 s (not run);") && rows.get(3).endsWith("*extrapolated* |"), rows.get(3));
        String svg = ScalingReport.plot(r);
        assertEquals(3, svg.split("class=\"extrapolated\"", -1).length - 1, "two hollow points and one dashed line");

        // Under a 10 s cap the extrapolated 6.5 s says less than the cap: the cell and ratio give bounds instead.
        List<String> bounded = tableRows(result(rooms, naive, incremental, "10"));
        assertTrue(bounded.get(2).contains("under the cap") && bounded.get(2).endsWith("| > 500× |"), bounded.get(2));
        assertTrue(bounded.get(3).contains("*extrapolated*"), bounded.get(3));
    }

    private static ScalingResult result(Problem p, Curve naive, Curve incremental, String cap) {
        return new ScalingResult(p, ReportOptions.parse("--cap-seconds", cap), 7, naive, incremental, 2,
                MachineInfo.current(), 0, 1, Instant.EPOCH, 12);
    }

    private static List<String> tableRows(ScalingResult r) {
        return ScalingMarkdown.render(r).lines().filter(l -> l.startsWith("| ") && l.contains("×")).toList();
    }
}
