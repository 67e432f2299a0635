package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The constraints of a 3D configuration, on small voxel samples and voxel sets written by this test: a fixed voxel
 * at a point with a z, a path between end points in x, y, z, runs along z, the mirror, counts and separations, the
 * overlapping model's N x N x N windows; and the 2D refusals of z and above/below, naming the key. Every map is read
 * back from its {@code .vox} bytes (or its tiles by name) and checked with this test's own arithmetic: a cell
 * {@code (x, y, z)} of a W x H box is {@code x + (y + z * H) * W}, its neighbours one step along one axis.
 */
class DebroglieVoxelConstraintsTest {
    private static final int W = 6;
    private static final int H = 5;
    private static final int D = 4;

    @TempDir
    Path dir;

    /** A 5 x 5 x 5 sample of colour indices 0 (empty), 1 and 2 drawn at random, so every pair touches on each axis. */
    private void randomSample() throws IOException {
        Random r = new Random(7);
        int[] colors = new int[125];
        for (int i = 0; i < colors.length; i++) {
            colors[i] = r.nextInt(3);
        }
        Vox.write(dir.resolve("s.vox"), new Voxels(5, 5, 5, colors, palette()));
    }

    private static int[] palette() {
        int[] p = new int[256];
        p[1] = 0xFFFF0000;
        p[2] = 0xFF0000FF;
        return p;
    }

    private DebroglieJob job(String json) throws IOException {
        Path f = dir.resolve("c.json");
        Files.writeString(f, json.replace('\'', '"'), StandardCharsets.UTF_8);
        return DebroglieJob.of(DebroglieReader.read(f));
    }

    /** The adjacent model over the random sample on a W x H x D box, with {@code constraints}. */
    private DebroglieJob sample(String constraints) throws IOException {
        randomSample();
        return job("{'src': 's.vox', 'dest': 'o.vox', 'periodicInput': false, 'width': " + W + ", 'height': " + H
                + ", 'depth': " + D + ", 'backtrack': true, 'constraints': [" + constraints + "]}");
    }

    /** The map solved for {@code seed}, read back from its .vox bytes. */
    private static Voxels solve(DebroglieJob job, long seed) throws IOException {
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        Voxels v = Vox.decode(job.encode(s), "o.vox");
        assertEquals(W * H * D, v.colors().length);
        return v;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void aFixedVoxelStandsAtItsPointWithAZ(long seed) throws IOException {
        Voxels v = solve(sample("{'type': 'fixedTile', 'tile': 2, 'point': {'x': 4, 'y': 1, 'z': 3}},"
                + " {'type': 'fixedTile', 'tile': 1, 'point': {'x': 4, 'y': 1, 'z': 2}}"), seed);
        assertEquals(2, v.color(4, 1, 3));
        assertEquals(1, v.color(4, 1, 2));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void aPathJoinsItsEndPointsThroughTheLayers(long seed) throws IOException {
        Voxels v = solve(sample("{'type': 'path', 'tile': 1, 'endPoints': [{'x': 0, 'y': 0, 'z': 0},"
                + " {'x': 5, 'y': 4, 'z': 3}]}"), seed);
        assertTrue(joined(v, 1, 0, W - 1 + (H - 1 + (D - 1) * H) * W), "seed " + seed);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void runsAlongZStayShortAndTheMirrorHolds(long seed) throws IOException {
        Voxels v = solve(sample("{'type': 'maxConsecutive', 'tile': 1, 'maxCount': 1, 'axes': ['z']},"
                + " {'type': 'mirror'}"), seed);
        for (int z = 0; z < D; z++) {
            for (int y = 0; y < H; y++) {
                for (int x = 0; x < W; x++) {
                    assertEquals(v.color(x, y, z), v.color(W - 1 - x, y, z), "mirror at " + x + "," + y + "," + z);
                    assertTrue(z == 0 || v.color(x, y, z) != 1 || v.color(x, y, z - 1) != 1, "run at " + x + ","
                            + y + "," + z);
                }
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void countsAndSeparationsHoldInTheBox(long seed) throws IOException {
        Voxels v = solve(sample("{'type': 'count', 'tile': 2, 'comparison': 'exactly', 'count': 4},"
                + " {'type': 'separation', 'tile': 2, 'minDistance': 3}"), seed);
        List<int[]> twos = new ArrayList<>();
        for (int c = 0; c < W * H * D; c++) {
            if (v.colors()[c] == 2) {
                twos.add(new int[] {c % W, c / W % H, c / (W * H)});
            }
        }
        assertEquals(4, twos.size());
        for (int[] a : twos) {
            for (int[] b : twos) {
                int d = Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
                assertTrue(a == b || d >= 3, "distance " + d);
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void overlappingWindowsOfAVoxelSampleAreTheSamples(long seed) throws IOException {
        // a 4 x 4 x 2 periodic sample: columns of two colours in a checkerboard of 2 x 2 blocks, a layer apart
        int[] colors = new int[32];
        for (int c = 0; c < colors.length; c++) {
            int x = c % 4;
            int y = c / 4 % 4;
            int z = c / 16;
            colors[c] = 1 + (x / 2 + y / 2 + z) % 2;
        }
        Voxels in = new Voxels(4, 4, 2, colors, palette());
        Vox.write(dir.resolve("s.vox"), in);
        DebroglieJob job = job("{'src': 's.vox', 'dest': 'o.vox', 'model': {'type': 'overlapping', 'n': 2},"
                + " 'periodic': true, 'symmetry': 8, 'width': 8, 'height': 8, 'depth': 4, 'backtrack': true,"
                + " 'constraints': [{'type': 'fixedTile', 'tile': 2, 'point': {'x': 1, 'y': 6, 'z': 3}}]}");
        Solution s = job.solve(seed);
        assertTrue(s.solved(), s::toString);
        Voxels out = Vox.decode(job.encode(s), "o.vox");
        assertEquals(2, out.color(1, 6, 3));
        Set<String> windows = new HashSet<>();
        for (int t = 0; t < 8; t++) {
            windows.addAll(windows(in, t));
        }
        Set<String> made = windows(out, 0);
        assertTrue(windows.containsAll(made), "a 2x2x2 window of the map that no turn of the sample has");
    }

    /** Every 2 x 2 x 2 window of {@code v}, wrapping, read through square symmetry {@code t} of its layers. */
    private static Set<String> windows(Voxels v, int t) {
        Set<String> out = new HashSet<>();
        for (int z = 0; z < v.depth(); z++) {
            for (int y = 0; y < v.height(); y++) {
                for (int x = 0; x < v.width(); x++) {
                    StringBuilder b = new StringBuilder();
                    for (int k = 0; k < 2; k++) {
                        for (int j = 0; j < 2; j++) {
                            for (int i = 0; i < 2; i++) {
                                // turn (i, j) by t / 2 quarter turns, mirrored in x when t is odd
                                int a = t % 2 == 1 ? -i : i;
                                int bb = j;
                                for (int q = 0; q < t / 2; q++) {
                                    int na = -bb;
                                    bb = a;
                                    a = na;
                                }
                                b.append(v.color(Math.floorMod(x + a, v.width()), Math.floorMod(y + bb, v.height()),
                                        (z + k) % v.depth()));
                            }
                        }
                    }
                    out.add(b.toString());
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void aVoxelSetPathJoinsItsEndPointsAndItsCountHolds(long seed) throws IOException {
        Vox.write(dir.resolve("a.vox"), new Voxels(1, 1, 1, new int[] {1}, palette()));
        Vox.write(dir.resolve("b.vox"), new Voxels(1, 1, 1, new int[] {2}, palette()));
        String all = "['a', 'b']";
        DebroglieJob job = job("{'srcType': 'voxSet', 'dest': 'o.vox', 'width': " + W + ", 'height': " + H
                + ", 'depth': " + D + ", 'backtrack': true, 'tiles': [{'value': 'a', 'src': 'a.vox'}, {'value': 'b',"
                + " 'src': 'b.vox'}], 'adjacencies': [{'left': " + all + ", 'right': " + all + "}, {'up': " + all
                + ", 'down': " + all + "}, {'below': " + all + ", 'above': " + all + "}], 'constraints': [{'type':"
                + " 'path', 'tile': 'b', 'endPoints': [{'x': 5, 'y': 0, 'z': 0}, {'x': 0, 'y': 4, 'z': 3}]},"
                + " {'type': 'count', 'tile': 'b', 'comparison': 'atMost', 'count': 40}]}");
        Voxels v = solve(job, seed);
        int[] colors = v.colors();
        int b = IntStream.range(1, 256).filter(i -> v.palette()[i] == 0xFF0000FF).findFirst()
                .orElseThrow();
        assertTrue(Arrays.stream(colors).filter(c -> c == b).count() <= 40);
        assertTrue(joined(v, b, W - 1, (H - 1 + (D - 1) * H) * W), "seed " + seed);
    }

    /** Whether cells {@code from} and {@code to} hold {@code color} and a walk over such cells joins them. */
    private static boolean joined(Voxels v, int color, int from, int to) {
        int[] c = v.colors();
        if (c[from] != color || c[to] != color) {
            return false;
        }
        boolean[] seen = new boolean[c.length];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(from);
        seen[from] = true;
        int[][] steps = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
        while (!queue.isEmpty()) {
            int at = queue.poll();
            int x = at % W;
            int y = at / W % H;
            int z = at / (W * H);
            for (int[] s : steps) {
                int nx = x + s[0];
                int ny = y + s[1];
                int nz = z + s[2];
                int n = nx + (ny + nz * H) * W;
                if (nx >= 0 && nx < W && ny >= 0 && ny < H && nz >= 0 && nz < D && !seen[n] && c[n] == color) {
                    seen[n] = true;
                    queue.add(n);
                }
            }
        }
        return seen[to];
    }

    @Test
    void aMirrorOnAVoxelSetSaysWhatIsMissing() throws IOException {
        Vox.write(dir.resolve("a.vox"), new Voxels(1, 1, 1, new int[] {1}, palette()));
        NotSupportedException e = assertThrows(NotSupportedException.class, () -> job("{'srcType': 'voxSet',"
                + " 'dest': 'o.vox', 'tiles': [{'value': 'a', 'src': 'a.vox'}], 'adjacencies': [{'left': ['a'],"
                + " 'right': ['a']}], 'constraints': [{'type': 'mirror'}]}"));
        assertEquals("constraints[0]: the mirror constraint on a voxel set (wfc has no table of each tile's mirror"
                + " image there)", e.getMessage());
    }

    @Test
    void zAndAboveBelowOnA2DSampleAreRefusedNamingTheKey() throws IOException {
        Files.write(dir.resolve("p.png"), Png.encode(new Image(new int[] {0xFFFF0000, 0xFF0000FF, 0xFF0000FF,
                0xFFFF0000}, 2, 2)));
        String png = "{'src': 'p.png', 'dest': 'o.csv', 'width': 4, 'height': 4, ";
        assertEquals("constraints[0].point.z: 1 (expected: 0, as a 2D output has one layer; z is for a .vox sample"
                + " or a voxel set)", assertThrows(WfcInputException.class, () -> job(png + "'constraints': [{'type':"
                + " 'fixedTile', 'tile': '#ff0000', 'point': {'x': 1, 'y': 1, 'z': 1}}]}")).getMessage());
        assertEquals("constraints[0].endPoints[1].z: 2 (expected: 0, as a 2D output has one layer; z is for a .vox"
                + " sample or a voxel set)", assertThrows(WfcInputException.class, () -> job(png + "'constraints':"
                + " [{'type': 'path', 'tile': '#ff0000', 'endPoints': [{'x': 0, 'y': 0}, {'x': 1, 'y': 1, 'z': 2}]}]}"))
                .getMessage());
        assertEquals("constraints[0].axes: [z] (expected: x or y too, as a 2D output has no z; z is for a .vox"
                + " sample or a voxel set)", assertThrows(WfcInputException.class, () -> job(png + "'constraints':"
                + " [{'type': 'maxConsecutive', 'tile': '#ff0000', 'maxCount': 1, 'axes': ['z']}]}")).getMessage());
        assertEquals("adjacencies[0]: above/below (expected: left/right or up/down, as a 2D sample has no layers;"
                + " above/below is for a voxel set)", assertThrows(WfcInputException.class, () -> job(png
                + "'adjacencies': [{'below': ['#ff0000'], 'above': ['#0000ff']}]}")).getMessage());
        Files.write(dir.resolve("t.png"), Png.encode(new Image(new int[] {0xFFFF0000}, 1, 1)));
        assertEquals("adjacencies[0]: above/below (expected: left/right or up/down, as a bitmap set is 2D;"
                + " above/below is for a voxel set)", assertThrows(WfcInputException.class, () -> job("{'srcType':"
                + " 'bitmapSet', 'dest': 'o.png', 'tiles': [{'value': 't', 'src': 't.png'}], 'adjacencies':"
                + " [{'below': ['t'], 'above': ['t']}]}")).getMessage());
    }
}
