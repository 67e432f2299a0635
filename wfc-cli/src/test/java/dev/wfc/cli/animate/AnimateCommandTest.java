package dev.wfc.cli.animate;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.Solution;
import dev.wfc.core.SolveListener;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.testkit.GifFrames;
import dev.wfc.core.testkit.MiniTileset;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc animate}: the last frame is the map the single-map command makes with the same options, the frame count
 * follows {@code --every} over every attempt, the first entropy frame is uniform but for the ring around the next cell, and the GIF
 * decodes with the JDK's reader, looping, with the asked delays.
 */
class AnimateCommandTest {
    @TempDir
    Path dir;

    @Test
    void lastFrameIsTheOverlappingMap() throws IOException {
        List<String> options = List.of("--size", "20", "--seed", "9");
        assertLastFrameIsTheMap(prepend("overlapping", options), 2);
    }

    @Test
    void lastFrameIsTheTiledMap() throws IOException {
        Path xml = MiniTileset.valid(dir, "Mini");
        assertLastFrameIsTheMap(List.of("tiled", xml.toString(), "--size", "6", "--seed", "4"), 1);
    }

    @Test
    void lastFrameIsTheLearnedMap() throws IOException {
        int[] colours = {0xFF204080, 0xFFE0C040, 0xFF30A050};
        int[] argb = new int[6 * 6];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = colours[(i / 6 + i % 6 / 3) % 3];
        }
        Path example = dir.resolve("blocks.png");
        Png.write(example, new Image(argb, 6, 6));
        assertLastFrameIsTheMap(List.of("learn", example.toString(), "--size", "12", "--seed", "2"), 3);
    }

    /** Runs {@code wfc MODEL ...} and {@code wfc animate MODEL ... --view map --scale K}; compares the pictures. */
    private void assertLastFrameIsTheMap(List<String> command, int scale) throws IOException {
        Path map = dir.resolve("map.png");
        CliRun single = CliRun.of(Stream.concat(command.stream(), Stream.of("--out", map.toString()))
                .toArray(String[]::new));
        assertEquals(ExitCodes.OK, single.exitCode(), single::toString);
        Path gif = dir.resolve("anim.gif");
        Path frames = dir.resolve("frames");
        CliRun animate = animate(command, "--view", "map", "--scale", Integer.toString(scale), "--every", "3",
                "--out", gif.toString(), "--frames", frames.toString());
        assertEquals(ExitCodes.OK, animate.exitCode(), animate::toString);
        Image expected = Png.read(map);
        GifFrames decoded = GifFrames.read(gif);
        assertScaledCopy(expected, scale, decoded.last());
        List<Path> pngs = pngs(frames);
        assertEquals(decoded.frames().size(), pngs.size());
        Image lastPng = Png.read(pngs.get(pngs.size() - 1));
        for (int y = 0; y < lastPng.height(); y++) {
            for (int x = 0; x < lastPng.width(); x++) {
                assertEquals(expected.pixel(x / scale, y / scale), lastPng.pixel(x, y), "PNG pixel " + x + "," + y);
            }
        }
    }

    private static void assertScaledCopy(Image map, int scale, BufferedImage frame) {
        assertEquals(map.width() * scale, frame.getWidth());
        assertEquals(map.height() * scale, frame.getHeight());
        for (int y = 0; y < frame.getHeight(); y++) {
            for (int x = 0; x < frame.getWidth(); x++) {
                assertEquals(map.pixel(x / scale, y / scale), frame.getRGB(x, y), "GIF pixel " + x + "," + y);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 25, 100_000})
    void frameCountFollowsEvery(int every) throws IOException {
        long steps = stepsOfTheBuiltinMap(16, 16, 6);
        Path gif = dir.resolve("anim.gif");
        Path frames = dir.resolve("frames");
        CliRun run = CliRun.of("animate", "overlapping", "--size", "16", "--seed", "6", "--every",
                Integer.toString(every), "--out", gif.toString(), "--frames", frames.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        long expected = (steps + every - 1) / every + 1;
        assertEquals(expected, GifFrames.read(gif).frames().size(), () -> steps + " steps, every " + every);
        assertEquals(expected, pngs(frames).size());
        assertTrue(run.out().contains(expected + " frames"), run::toString);
    }

    @Test
    void framesSpanEveryAttemptOfASolveThatRestarts() throws IOException {
        // Flowers, symmetry 2, 24x24 periodic, restarting only: seed 0 runs into a contradiction once, then solves.
        Path flowers = SampleFiles.sample("Flowers");
        OverlappingModel model = OverlappingModel.builder(Png.read(flowers)).symmetry(2).build();
        long[] counted = {0, 0};
        Solution solution = model.solverBuilder(24, 24, true).restartsOnly().listener(counter(counted)).build()
                .solve(0);
        assertTrue(solution.solved() && counted[1] > 1, () -> counted[1] + " attempts: the case needs a restart");
        List<String> command = List.of("overlapping", flowers.toString(), "--symmetry", "2", "--size", "24",
                "--periodic", "--seed", "0", "--no-backtrack");
        Path map = dir.resolve("map.png");
        assertEquals(ExitCodes.OK, CliRun.of(Stream.concat(command.stream(), Stream.of("--out", map.toString()))
                .toArray(String[]::new)).exitCode());
        Path gif = dir.resolve("anim.gif");
        CliRun run = animate(command, "--every", "7", "--view", "map", "--scale", "1", "--out", gif.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        GifFrames decoded = GifFrames.read(gif);
        assertEquals((counted[0] + 6) / 7 + 1, decoded.frames().size(), () -> counted[0] + " steps");
        assertScaledCopy(Png.read(map), 1, decoded.last());
    }

    /** Collapse steps of {@code wfc overlapping} with the built-in sample and its defaults, counted here. */
    private static long stepsOfTheBuiltinMap(int width, int height, long seed) {
        long[] counted = {0, 0};
        OverlappingModel model = OverlappingModel.builder(BuiltinSample.image()).build();
        model.solverBuilder(width, height, false).listener(counter(counted)).build().solve(seed);
        return counted[0];
    }

    /** A listener that counts collapse steps into {@code counts[0]} and attempts into {@code counts[1]}. */
    private static SolveListener counter(long[] counts) {
        return new SolveListener() {
            @Override
            public void attemptStarted(int attempt, long seed) {
                counts[1]++;
            }

            @Override
            public void observed(int cell, int tile) {
                counts[0]++;
            }
        };
    }

    @Test
    void firstEntropyFrameIsUniformButForTheRingedCell() throws IOException {
        Path frames = dir.resolve("frames");
        int scale = 4;
        CliRun run = CliRun.of("animate", "overlapping", "--size", "16", "--periodic", "--seed", "1", "--view",
                "entropy", "--scale", Integer.toString(scale), "--out", dir.resolve("a.gif").toString(), "--frames",
                frames.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        Image first = Png.read(pngs(frames).get(0));
        assertEquals(16 * scale, first.width());
        Map<Integer, Integer> counts = new HashMap<>();
        for (int argb : first.argb()) {
            counts.merge(argb, 1, Integer::sum);
        }
        int mode = counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        int minX = Integer.MAX_VALUE;
        int maxX = -1;
        int minY = Integer.MAX_VALUE;
        int maxY = -1;
        for (int y = 0; y < first.height(); y++) {
            for (int x = 0; x < first.width(); x++) {
                if (first.pixel(x, y) != mode) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        assertTrue(maxX >= 0, "the next cell is ringed");
        // A cell of `scale` pixels and its two rings, one pixel each, possibly clipped at an edge.
        assertTrue(maxX - minX + 1 <= scale + 4 && maxY - minY + 1 <= scale + 4,
                "differing pixels span " + (maxX - minX + 1) + "x" + (maxY - minY + 1));
    }

    @Test
    void gifLoopsForeverWithTheAskedDelays() throws IOException {
        Path gif = dir.resolve("anim.gif");
        CliRun run = CliRun.of("animate", "overlapping", "--size", "12", "--seed", "3", "--every", "10",
                "--delay", "70", "--hold", "1500", "--out", gif.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        GifFrames decoded = GifFrames.read(gif);
        assertEquals(0, decoded.loops());
        int n = decoded.frames().size();
        assertTrue(n > 2, () -> n + " frames");
        for (int i = 0; i < n; i++) {
            assertEquals(i + 1 < n ? 7 : 150, decoded.delays().get(i), "delay of frame " + i);
        }
        BufferedImage first = decoded.frames().get(0);
        assertTrue(run.out().contains(first.getWidth() + "x" + first.getHeight() + " px"), run::toString);
        for (BufferedImage frame : decoded.frames()) {
            assertEquals(first.getWidth(), frame.getWidth());
            assertEquals(first.getHeight(), frame.getHeight());
        }
    }

    private static CliRun animate(List<String> command, String... options) {
        return CliRun.of(Stream.concat(Stream.concat(Stream.of("animate"), command.stream()), Stream.of(options))
                .toArray(String[]::new));
    }

    private static List<String> prepend(String first, List<String> rest) {
        return Stream.concat(Stream.of(first), rest.stream()).toList();
    }

    /** The PNG frames in {@code dir}, in order. */
    private static List<Path> pngs(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().toList();
        }
    }
}
