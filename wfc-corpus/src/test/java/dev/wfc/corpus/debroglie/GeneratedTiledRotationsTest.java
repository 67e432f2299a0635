package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code "rotationTreatment": "generated"} and every {@code tileSymmetry} letter on a Tiled sample, checked against
 * pixels only: eleven 5x5 tiles, one per letter with a picture of exactly that symmetry (and a blank one), each in
 * its own colour. The test turns and mirrors pictures itself: a letter's tile makes as many tiles as its picture has
 * distinct turned and mirrored copies; every cell of a map is one of those copies; every pair of touching cells stands
 * in some turned or mirrored copy of the whole sample picture (wrapping, as DeBroglie's samples do by default); and the
 * {@code .tmx} map of the same seed draws each cell, through Tiled's own flip flags (diagonal, then horizontal, then
 * vertical), as the picture does. A flipped cell of the sample is read as Tiled draws it.
 */
class GeneratedTiledRotationsTest {
    private static final int N = 5;
    private static final int BLANK = 0xFFFFFFFF;
    /** Letter, then the dots of its picture (x, y pairs): dot (1, 0) and its images under the letter's symmetries. */
    private static final Object[][] LETTERS = {
        {"F", new int[] {1, 0}},
        {"N", new int[] {1, 0, 3, 4}},
        {"T", new int[] {1, 0, 3, 0}},
        {"E", new int[] {1, 0, 1, 4}},
        {"L", new int[] {1, 0, 4, 3}},
        {"Q", new int[] {1, 0, 0, 1}},
        {"I", new int[] {1, 0, 3, 0, 1, 4, 3, 4}},
        {"\\\\", new int[] {1, 0, 4, 3, 3, 4, 0, 1}},
        {"cyclic", new int[] {1, 0, 4, 1, 3, 4, 0, 3}},
        {"X", new int[] {1, 0, 3, 0, 4, 1, 4, 3, 3, 4, 1, 4, 0, 3, 0, 1}},
    };
    /** The sample's gids: 1 is blank; letters stand in pairs (F right of T, ...) among blanks. */
    private static final int[][] SAMPLE = {
        {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
        {1, 2, 4, 1, 3, 5, 1, 6, 7, 1, 8, 9, 1, 10, 11, 1},
        {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
    };

    @TempDir
    Path dir;

    /** The sample the next job reads: gids, Tiled's flip flags allowed. */
    private int[][] sample = SAMPLE;

    /** Tile pictures by gid - 1: blank, then the letters. */
    private final List<int[]> pictures = new ArrayList<>();

    private DebroglieJob job(String dest, String letters) throws IOException {
        return job("\"src\": \"s.tmx\"", dest, letters);
    }

    private DebroglieJob job(String source, String dest, String letters) throws IOException {
        pictures.clear();
        int[] blank = new int[N * N];
        java.util.Arrays.fill(blank, BLANK);
        pictures.add(blank);
        for (int i = 0; i < LETTERS.length; i++) {
            int[] p = blank.clone();
            int[] dots = (int[]) LETTERS[i][1];
            for (int d = 0; d < dots.length; d += 2) {
                p[dots[d] + dots[d + 1] * N] = 0xFF000000 | (i * 0x151F27 + 0x203040);
            }
            pictures.add(p);
        }
        pictures.add(mirror(pictures.get(1), N, N)); // gid 12: F mirrored, stated as F's reflectX
        pictures.add(turn(pictures.get(11), N, N)); // gid 13: that turned, stated as gid 12's rotateCw
        int tiles = pictures.size();
        int[] atlas = new int[tiles * N * N];
        for (int t = 0; t < tiles; t++) {
            for (int y = 0; y < N; y++) {
                System.arraycopy(pictures.get(t), y * N, atlas, t * N + y * tiles * N, N);
            }
        }
        Png.write(dir.resolve("t.png"), new Image(atlas, tiles * N, N));
        Files.writeString(dir.resolve("t.tsx"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tileset name=\"t\""
                + " tilewidth=\"5\" tileheight=\"5\" tilecount=\"" + tiles + "\" columns=\"" + tiles + "\">\n"
                + " <image source=\"t.png\" width=\"" + tiles * N + "\" height=\"5\"/>\n</tileset>\n");
        StringBuilder csv = new StringBuilder();
        for (int[] row : sample) {
            for (int g : row) {
                csv.append(csv.length() == 0 ? "" : ",").append(Integer.toUnsignedString(g));
            }
        }
        Files.writeString(dir.resolve("s.tmx"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.0\""
                + " orientation=\"orthogonal\" renderorder=\"right-down\" width=\"16\" height=\"3\" tilewidth=\"5\""
                + " tileheight=\"5\">\n <tileset firstgid=\"1\" source=\"t.tsx\"/>\n <layer name=\"l\" width=\"16\""
                + " height=\"3\">\n  <data encoding=\"csv\">" + csv + "</data>\n </layer>\n</map>\n");
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{" + source + ", \"dest\": \"" + dest + "\", \"symmetry\": 8, \"rotationTreatment\":"
                + " \"generated\", \"width\": 12, \"height\": 12, \"tiles\": [" + letters + "]}",
                StandardCharsets.UTF_8);
        return DebroglieJob.of(DebroglieReader.read(f));
    }

    /**
     * Each letter stated on its tile (gid 2 ...), the blank one X; F's mirror image is gid 12, whose quarter turn is
     * gid 13 (so the orbit of F is known at three keys and generated at the five others).
     */
    private static String letters() {
        StringBuilder out = new StringBuilder("{\"value\": 1, \"tileSymmetry\": \"X\"}, {\"value\": 2,"
                + " \"reflectX\": 12}, {\"value\": 12, \"rotateCw\": 13}");
        for (int i = 0; i < LETTERS.length; i++) {
            out.append(", {\"value\": ").append(i + 2).append(", \"tileSymmetry\": \"").append(LETTERS[i][0])
                    .append("\"}");
        }
        return out.toString();
    }

    @Test
    void eachLetterMakesOneTilePerDistinctCopyOfItsPicture() throws IOException {
        DebroglieJob job = job("o.png", letters());
        int expected = 0;
        for (int[] p : pictures.subList(0, pictures.size() - 2)) { // gids 12 and 13 are copies of F
            expected += copies(p).size();
        }
        assertEquals(1 + 8 + 4 * 5 + 2 * 3 + 1, expected, "the pictures' own symmetries, counted by hand");
        assertEquals(expected, job.model().rules().tileCount());
    }

    @Test
    void withoutLettersEveryTileButTheBlankMakesEight() throws IOException {
        DebroglieJob job = job("o.png", "{\"value\": 1, \"tileSymmetry\": \"X\"}");
        assertEquals(1 + 8 * LETTERS.length, job.model().rules().tileCount());
    }

    @Test
    void rulesAllowExactlyThePairsOfTheTurnedSampleAndFlagsDrawEachTile() throws IOException {
        DebroglieJob job = job("o.tmx", letters());
        assertEquals(samplePairs(), allowedPictures(job));
    }

    @Test
    void flippedCellsOfTheSampleAreItsTilesAsTiledDrawsThem() throws IOException {
        int h = 0x8000_0000;
        int v = 0x4000_0000;
        int d = 0x2000_0000;
        sample = new int[][] {
            {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
            {1, 2 | d | h, 4 | h, 1, 3 | v, 5 | d, 1, 6 | d | v, 7, 1, 8 | h | v, 9 | d | h | v, 1, 10, 11 | d, 1},
            {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
        };
        DebroglieJob job = job("o.tmx", letters());
        assertEquals(36, job.model().rules().tileCount(), "flipped cells add no tile: each is a turned one");
        assertEquals(samplePairs(), allowedPictures(job));
    }

    @Test
    void adjacenciesOfATilesetAreTurnedWithTheirTiles() throws IOException {
        // F left of T, and T above N: each pair stands under the 8 rotations, with its tiles turned
        DebroglieJob job = job("\"src\": \"t.tsx\", \"adjacencies\": [{\"left\": [2], \"right\": [4]}, {\"up\": [4],"
                + " \"down\": [3]}]", "o.tmx", letters());
        Set<String> expected = new HashSet<>(samplePairs(new int[][] {{2, 4}}, false));
        expected.addAll(samplePairs(new int[][] {{4}, {3}}, false));
        assertEquals(expected, allowedPictures(job));
    }

    /** The pairs of pictures the rules allow, "a>b" and "avb", checking on the way that flags draw each tile. */
    private Set<String> allowedPictures(DebroglieJob job) {
        AdjacentTiles model = (AdjacentTiles) job.model();
        int tiles = model.rules().tileCount();
        String[] picture = new String[tiles];
        Set<String> distinct = new HashSet<>();
        for (int t = 0; t < tiles; t++) {
            int[] p = named(model.tileNames().get(t));
            picture[t] = key(p);
            distinct.add(picture[t]);
            assertArrayEquals(p, tiledDraws(model.value(t)), "tile " + model.tileNames().get(t));
        }
        assertEquals(tiles, distinct.size(), "one picture a tile, as every picture has exactly its letter's symmetry");
        Set<String> allowed = new HashSet<>();
        for (int a = 0; a < tiles; a++) {
            for (int b = 0; b < tiles; b++) {
                if (model.rules().allows(a, b, dev.wfc.core.Direction.RIGHT)) {
                    allowed.add(picture[a] + ">" + picture[b]);
                }
                if (model.rules().allows(a, b, dev.wfc.core.Direction.DOWN)) {
                    allowed.add(picture[a] + "v" + picture[b]);
                }
            }
        }
        return allowed;
    }

    /**
     * The picture a tile's name stands for, read as the rotation article writes names: {@code "5!x90"} is tile 5
     * mirrored in x, then turned 90 degrees clockwise.
     */
    private int[] named(String name) {
        int bang = name.indexOf('!');
        int[] p = pictures.get(Integer.parseInt(bang < 0 ? name : name.substring(0, bang)) - 1);
        if (bang < 0) {
            return p;
        }
        String rotation = name.substring(bang + 1);
        if (rotation.startsWith("x")) {
            p = mirror(p, N, N);
            rotation = rotation.substring(1);
        }
        for (int k = 0; k < Integer.parseInt(rotation) / 90; k++) {
            p = turn(p, N, N);
        }
        return p;
    }

    @Test
    void mapsAreMadeOfTurnedTilesThatTouchAsInATurnedSample() throws IOException {
        DebroglieJob png = job("o.png", letters());
        Set<String> cells = new HashSet<>();
        for (int[] p : pictures) {
            for (int[] c : copies(p)) {
                cells.add(key(c));
            }
        }
        Set<String> pairs = samplePairs();
        boolean turned = false;
        for (long seed = 1; seed <= 3; seed++) {
            Solution s = png.solve(seed);
            assertTrue(s.solved(), s::toString);
            Image img = Png.decode(png.encode(s), "o.png");
            int[][] grid = cut(img);
            for (int y = 0; y < 12; y++) {
                for (int x = 0; x < 12; x++) {
                    int[] c = grid[x + y * 12];
                    assertTrue(cells.contains(key(c)), "cell " + x + "," + y + " is no copy of a tile");
                    turned |= !isPlain(c);
                    if (x + 1 < 12) {
                        assertTrue(pairs.contains(key(c) + ">" + key(grid[x + 1 + y * 12])), "seed " + seed
                                + ": cells " + x + "," + y + " and right");
                    }
                    if (y + 1 < 12) {
                        assertTrue(pairs.contains(key(c) + "v" + key(grid[x + (y + 1) * 12])), "seed " + seed
                                + ": cells " + x + "," + y + " and below");
                    }
                }
            }
            DebroglieJob tmx = job("o.tmx", letters());
            byte[] bytes = tmx.encode(tmx.solve(seed));
            assertArrayEquals(bytes, tmx.encode(job("o.tmx", letters()).solve(seed)), "same seed, same bytes");
            long[] gids = gids(new String(bytes, StandardCharsets.UTF_8));
            assertEquals(144, gids.length);
            for (int c = 0; c < 144; c++) {
                assertArrayEquals(grid[c], tiledDraws(gids[c]), "seed " + seed + ": cell " + c + ", gid " + gids[c]);
            }
        }
        assertTrue(turned, "no map shows a turned tile: the test proves nothing");
    }

    private boolean isPlain(int[] c) {
        for (int[] p : pictures) {
            if (key(p).equals(key(c))) {
                return true;
            }
        }
        return false;
    }

    /** The distinct pictures among p's four turns and their mirrors (the test's own turning). */
    private static List<int[]> copies(int[] p) {
        List<int[]> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int m = 0; m < 2; m++) {
            int[] q = m == 0 ? p : mirror(p, N, N);
            for (int k = 0; k < 4; k++) {
                if (seen.add(key(q))) {
                    out.add(q);
                }
                q = turn(q, N, N);
            }
        }
        return out;
    }

    /** A w x h picture turned a quarter clockwise (y down): the result is h wide, new (x, y) = old (y, h - 1 - x). */
    private static int[] turn(int[] p, int w, int h) {
        int[] out = new int[p.length];
        for (int y = 0; y < w; y++) {
            for (int x = 0; x < h; x++) {
                out[x + y * h] = p[y + (h - 1 - x) * w];
            }
        }
        return out;
    }

    private static int[] mirror(int[] p, int w, int h) {
        int[] out = new int[p.length];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out[x + y * w] = p[(w - 1 - x) + y * w];
            }
        }
        return out;
    }

    private static String key(int[] p) {
        return java.util.Arrays.toString(p);
    }

    /** "a>b" (b right of a) and "avb" (b below a) for every touching pair of every copy of the sample, wrapping. */
    private Set<String> samplePairs() {
        return samplePairs(sample, true);
    }

    private Set<String> samplePairs(int[][] sample, boolean wrap) {
        int w = sample[0].length * N;
        int h = sample.length * N;
        int[] img = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                img[x + y * w] = tiledDraws(sample[y / N][x / N] & 0xFFFF_FFFFL)[x % N + (y % N) * N];
            }
        }
        Set<String> out = new HashSet<>();
        for (int m = 0; m < 2; m++) {
            int[] q = m == 0 ? img : mirror(img, w, h);
            int qw = w;
            int qh = h;
            for (int k = 0; k < 4; k++) {
                int[][] cells = cut(new Image(q, qw, qh));
                int cw = qw / N;
                int ch = qh / N;
                for (int y = 0; y < ch; y++) {
                    for (int x = 0; x < cw; x++) {
                        if (wrap || x + 1 < cw) {
                            out.add(key(cells[x + y * cw]) + ">" + key(cells[(x + 1) % cw + y * cw]));
                        }
                        if (wrap || y + 1 < ch) {
                            out.add(key(cells[x + y * cw]) + "v" + key(cells[x + ((y + 1) % ch) * cw]));
                        }
                    }
                }
                q = turn(q, qw, qh);
                int t = qw;
                qw = qh;
                qh = t;
            }
        }
        return out;
    }

    /** The picture's N x N cells, row by row. */
    private static int[][] cut(Image img) {
        int cw = img.width() / N;
        int ch = img.height() / N;
        int[][] out = new int[cw * ch][N * N];
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) {
                out[x / N + (y / N) * cw][x % N + (y % N) * N] = img.pixel(x, y);
            }
        }
        return out;
    }

    private static long[] gids(String tmx) {
        String data = tmx.substring(tmx.indexOf("<data encoding=\"csv\">") + 21, tmx.indexOf("</data>"));
        return java.util.Arrays.stream(data.trim().split("[,\\s]+")).mapToLong(Long::parseLong).toArray();
    }

    /** What Tiled draws for a gid with flip flags: the tile flipped along its diagonal, then in x, then in y. */
    private int[] tiledDraws(long gid) {
        int[] p = pictures.get((int) (gid & 0x1FFF_FFFFL) - 1);
        if ((gid & 0x2000_0000L) != 0) {
            int[] q = new int[p.length];
            for (int y = 0; y < N; y++) {
                for (int x = 0; x < N; x++) {
                    q[x + y * N] = p[y + x * N];
                }
            }
            p = q;
        }
        if ((gid & 0x8000_0000L) != 0) {
            p = mirror(p, N, N);
        }
        if ((gid & 0x4000_0000L) != 0) {
            int[] q = new int[p.length];
            for (int y = 0; y < N; y++) {
                System.arraycopy(p, (N - 1 - y) * N, q, y * N, N);
            }
            p = q;
        }
        return p;
    }
}
