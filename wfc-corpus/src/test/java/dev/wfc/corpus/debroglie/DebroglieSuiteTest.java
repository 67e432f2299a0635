package dev.wfc.corpus.debroglie;

import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.TiledReader;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.GroupCheck;
import dev.wfc.core.testkit.LatticeWindows;
import dev.wfc.core.testkit.SampleWindows;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.ShapeCheck;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.corpus.testkit.DebroglieSampleFiles;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every configuration of DeBroglie's suite that wfc supports makes its map with seed 0, and the map passes checks
 * that share no code with the solver: its size; every N x N window (wrapping if periodic) is a window of the sample
 * under the symmetry, for the overlapping model; every neighbouring pair stands in the sample or an adjacency entry
 * under the rotations, for the adjacent model; and its border, path, edged path, mirror and maxConsecutive
 * constraints; for a voxel sample, its 6-neighbour pairs, ground and borders; for a voxel file set (castle), every
 * block a turned tile and every touching pair of faces matching within the tolerance ({@link VoxelSetCheck}). Periodicity is per axis: windows, pairs
 * and runs cross the seam of each periodic axis only. The one configuration that admits no map (chess2: a
 * 2-periodic pattern on a 47-wide torus) reports so.
 */
class DebroglieSuiteTest {
    /** Configurations that admit no map at all, as their files intend. */
    private static final Set<String> NO_MAP = Set.of("chess2.json");
    /** How many of the 67 make a valid map today; the rest are not supported yet (see the README). */
    private static final int SOLVED = 66;

    @Test
    void everySupportedConfigurationMakesAValidMap() throws IOException {
        List<String> unsupported = new ArrayList<>();
        int solved = 0;
        for (Path f : DebroglieSampleFiles.configs()) {
            DebroglieConfig c = DebroglieReader.read(f);
            DebroglieJob job;
            try {
                job = DebroglieJob.of(c);
            } catch (NotSupportedException e) {
                unsupported.add(f.getFileName() + ": " + e.getMessage());
                continue;
            }
            Solution s = job.solve(0);
            if (NO_MAP.contains(f.getFileName().toString())) {
                assertTrue(!s.solved(), f + " admits no map");
                continue;
            }
            assertTrue(s.solved(), f + ": " + s);
            check(f, c, job, s);
            solved++;
        }
        assertEquals(SOLVED, solved, "solved; not supported: " + unsupported);
    }

    private static void check(Path f, DebroglieConfig c, DebroglieJob job, Solution s) throws IOException {
        if (job.modelName().equals("learned hex")) {
            hexagons(f, c, new String(job.encode(s), StandardCharsets.UTF_8));
            return;
        }
        if (c.srcType() == DebroglieConfig.SourceType.VOX_SET) {
            new VoxelSetCheck(f, c).check(Vox.decode(job.encode(s), f.toString()));
            return;
        }
        if (job.modelName().startsWith("overlapping hex")) {
            hexWindows(f, c, new String(job.encode(s), StandardCharsets.UTF_8));
            return;
        }
        if (c.destExtension().equals("vox")) {
            voxels(f, c, Vox.decode(job.encode(s), f.toString()));
            return;
        }
        if (c.model() == DebroglieConfig.ModelType.OVERLAPPING) {
            Image out = decode(job.encode(s));
            assertEquals(c.width(), out.width(), f + ": width");
            assertEquals(c.height(), out.height(), f + ": height");
            Image sample = dev.wfc.core.io.Png.read(ConfigPaths.input(c.baseDir(), c.src(), "src"));
            int symmetry = c.reflectionalSymmetry() ? 2 * c.rotationalSymmetry() : c.rotationalSymmetry();
            SampleWindows windows = new SampleWindows(sample, c.nX(), symmetry, c.periodicInputX(),
                    c.periodicInputY());
            assertNull(windows.firstForeignWindow(out, c.periodicX(), c.periodicY()), f.toString());
            String[] names = new String[out.width() * out.height()];
            for (int i = 0; i < names.length; i++) {
                names[i] = String.format(Locale.ROOT, "#%06x", out.argb()[i] & 0xFFFFFF);
            }
            int padX = c.periodicX() ? 0 : c.nX() - 1;
            int padY = c.periodicY() ? 0 : c.nX() - 1;
            constraints(f, c, names, out.width(), out.height(), out.width() - padX, out.height() - padY);
            return;
        }
        int w = s.grid().width();
        int h = s.grid().height();
        if (c.srcType() == DebroglieConfig.SourceType.BITMAP_SET) {
            seamsMatch(f, decode(job.encode(s)), w, h, c.periodicX());
            return;
        }
        assertEquals(c.width(), w, f + ": width");
        assertEquals(c.height(), h, f + ": height");
        String[] names = new String[w * h];
        for (int i = 0; i < names.length; i++) {
            names[i] = job.model().tileNames().get(s.tile(i));
        }
        SuiteChecks pairs = new SuiteChecks(c);
        Path src = ConfigPaths.input(c.baseDir(), c.src(), "src");
        if (c.srcExtension().equals("png")) {
            Image sample = dev.wfc.core.io.Png.read(src);
            String[] sn = new String[sample.argb().length];
            for (int i = 0; i < sn.length; i++) {
                sn[i] = String.format(Locale.ROOT, "#%06x", sample.argb()[i] & 0xFFFFFF);
            }
            pairs.sample(sn, sample.width(), sample.height(), c.periodicInputX(), c.periodicInputY());
        } else if (c.srcExtension().equals("tmx")) {
            var map = TiledReader.readMap(src);
            String[] sn = Arrays.stream(map.layers().get(0)).mapToObj(Integer::toString).toArray(String[]::new);
            pairs.sample(sn, map.width(), map.height(), c.periodicInputX(), c.periodicInputY());
        }
        assertNull(pairs.firstForeignPair(names, w, h, c.periodicX(), c.periodicY()), f.toString());
        constraints(f, c, names, w, h, w, h);
    }

    /** Border, path and mirror over the place names ({@code cw x ch} of them carry the cells' own tiles). */
    private static void constraints(Path f, DebroglieConfig c, String[] names, int w, int h, int cw, int ch) {
        for (ConstraintConfig k : c.constraints()) {
            if (k instanceof ConstraintConfig.Border b) {
                Set<Side> sides = b.sides() == null ? Set.of(Side.XMIN, Side.XMAX, Side.YMIN, Side.YMAX) : b.sides();
                List<String> tiles = b.tiles().stream().map(t -> t.text().toLowerCase(Locale.ROOT)).toList();
                for (int y = 0; y < h; y++) {
                    for (int x = 0; x < w; x++) {
                        boolean in = (x == 0 && sides.contains(Side.XMIN)) || (x == w - 1 && sides.contains(Side.XMAX))
                                || (y == 0 && sides.contains(Side.YMIN)) || (y == h - 1 && sides.contains(Side.YMAX));
                        if (in != b.invertArea()) {
                            boolean listed = tiles.contains(names[x + y * w]);
                            assertTrue(listed != b.ban(), f + ": border at (" + x + ", " + y + ") holds "
                                    + names[x + y * w]);
                        }
                    }
                }
            } else if (k instanceof ConstraintConfig.Path p) {
                List<String> tiles = p.tiles().stream().map(t -> t.text().toLowerCase(Locale.ROOT)).toList();
                int[] ids = new int[cw * ch];
                for (int y = 0; y < ch; y++) {
                    for (int x = 0; x < cw; x++) {
                        ids[x + y * cw] = tiles.contains(names[x + y * w]) ? 1 : 0;
                    }
                }
                assertTrue(GroupCheck.connected(ids, cw, ch, c.periodicX(), new int[] {1}), f + ": path");
            } else if (k instanceof ConstraintConfig.EdgedPath e) {
                int[] ids = Arrays.stream(names).mapToInt(Integer::parseInt).toArray();
                int[] exits = new int[Arrays.stream(ids).max().orElse(0) + 1];
                // ShapeCheck's exit bits: 0 left, 1 down, 2 right, 3 up; y grows downwards.
                for (var entry : e.exits().entrySet()) {
                    int v = Integer.parseInt(entry.getKey().text());
                    for (ConstraintConfig.Exit x : entry.getValue()) {
                        int bit = x == ConstraintConfig.Exit.X_MINUS ? 0 : x == ConstraintConfig.Exit.Y_PLUS ? 1
                                : x == ConstraintConfig.Exit.X_PLUS ? 2 : 3;
                        if (v < exits.length) {
                            exits[v] |= 1 << bit;
                        }
                    }
                }
                assertTrue(ShapeCheck.edgedConnected(ids, w, h, c.periodicX(), exits), f + ": edged path");
            } else if (k instanceof ConstraintConfig.MaxConsecutive m) {
                List<String> tiles = m.tiles().stream().map(t -> t.text().toLowerCase(Locale.ROOT)).toList();
                boolean[] in = new boolean[w * h];
                for (int i = 0; i < in.length; i++) {
                    in[i] = tiles.contains(names[i]);
                }
                if (m.axes().contains(ConstraintConfig.Axis.X)) {
                    assertTrue(longestRun(in, w, h, 1, 0, c.periodicX()) <= m.maxCount(), f + ": maxConsecutive x");
                }
                if (m.axes().contains(ConstraintConfig.Axis.Y)) {
                    assertTrue(longestRun(in, w, h, 0, 1, c.periodicY()) <= m.maxCount(), f + ": maxConsecutive y");
                }
            } else if (k instanceof ConstraintConfig.Mirror m) {
                int[] ids = Arrays.stream(names).mapToInt(Integer::parseInt).toArray();
                int[] mirrorOf = new int[Arrays.stream(ids).max().orElse(0) + 1];
                for (int t = 0; t < mirrorOf.length; t++) {
                    mirrorOf[t] = t;
                }
                for (TileData t : c.tiles()) {
                    int v = Integer.parseInt(t.value().text());
                    if (t.reflectX() != null && v < mirrorOf.length) {
                        mirrorOf[v] = Integer.parseInt(t.reflectX().text());
                    }
                }
                assertTrue(ShapeCheck.mirrored(ids, w, h, mirrorOf, m.axis() == ConstraintConfig.Axis.X ? 0 : 1),
                        f + ": mirror");
            }
        }
    }

    /**
     * A hexagonal configuration's criterion, with the testkit's own hexagon arithmetic ({@link Shape},
     * {@link TopologyCheck}): the written map's CSV layer has width x height ids; read onto the axial grid (offset
     * row r, column x at axial x + shift(r), shift from the sample's stagger index), every pair of neighbours stands
     * in the sample in some direction the configuration's rotations (60 degrees a step) and mirror turn into that one.
     */
    private static void hexagons(Path f, DebroglieConfig c, String tmx) throws IOException {
        var sample = TiledReader.readMap(ConfigPaths.input(c.baseDir(), c.src(), "src"));
        boolean odd = sample.staggerIndex().equals("odd");
        int[] sampleGids = Arrays.stream(sample.layers().get(0)).map(g -> g & 0x0FFF_FFFF).toArray();
        int[] outGids = Arrays.stream(tmx.substring(tmx.indexOf("<data encoding=\"csv\">") + 21,
                tmx.indexOf("</data>")).split("[,\\s]+")).filter(t -> !t.isEmpty()).mapToInt(Integer::parseInt)
                .toArray();
        assertEquals(c.width() * c.height(), outGids.length, f + ": cells");
        assertTrue(tmx.contains("orientation=\"hexagonal\""), f + ": orientation");
        int tiles = Math.max(Arrays.stream(sampleGids).max().orElse(0), Arrays.stream(outGids).max().orElse(0)) + 1;
        int[] in = axial(sampleGids, sample.width(), sample.height(), odd);
        Shape inShape = hexBox(sample.width(), sample.height(), odd, c.periodicInputX());
        boolean[][][] allowed = new boolean[6][tiles][tiles];
        int step = 6 / c.rotationalSymmetry();
        for (int cell = 0; cell < in.length; cell++) {
            for (int d = 0; d < 6 && in[cell] >= 0; d++) {
                int n = inShape.neighbor(cell, d);
                if (n < 0 || in[n] < 0) {
                    continue;
                }
                for (int e = d; e < d + 6; e += step) {
                    allowed[e % 6][in[cell]][in[n]] = true;
                    if (c.reflectionalSymmetry()) {
                        // Mirrored left to right: the direction at angle a goes to 180 - a (left <-> right, ...).
                        allowed[(9 - e % 6) % 6][in[cell]][in[n]] = true;
                    }
                }
            }
        }
        int[] out = axial(outGids, c.width(), c.height(), odd);
        assertNull(TopologyCheck.firstViolation(out, hexBox(c.width(), c.height(), odd, false), allowed),
                f.toString());
    }

    /**
     * The overlapping model on hexagons: every nX x nY rhombus of the output's axial cells that lies in the band of
     * offset rows is a rhombus of the sample's under the configuration's symmetries ({@link LatticeWindows}).
     */
    private static void hexWindows(Path f, DebroglieConfig c, String tmx) throws IOException {
        var sample = TiledReader.readMap(ConfigPaths.input(c.baseDir(), c.src(), "src"));
        boolean odd = sample.staggerIndex().equals("odd");
        int[] sampleGids = sample.layers().get(0);
        int[] outGids = Arrays.stream(tmx.substring(tmx.indexOf("<data encoding=\"csv\">") + 21,
                tmx.indexOf("</data>")).split("[,\\s]+")).filter(t -> !t.isEmpty()).mapToInt(Integer::parseInt)
                .toArray();
        assertEquals(c.width() * c.height(), outGids.length, f + ": cells");
        boolean all = c.rotationalSymmetry() == 6 && c.reflectionalSymmetry();
        assertTrue(all || (c.rotationalSymmetry() == 1 && !c.reflectionalSymmetry()), f + ": the oracle knows the"
                + " full group and the identity");
        LatticeWindows windows = new LatticeWindows(axial(sampleGids, sample.width(), sample.height(), odd),
                hexBox(sample.width(), sample.height(), odd, c.periodicInputX()), c.nX(), c.nY(), 1, all);
        int[] checked = new int[1];
        assertNull(windows.firstForeignWindow(axial(outGids, c.width(), c.height(), odd),
                hexBox(c.width(), c.height(), odd, false), checked), f.toString());
        assertTrue(checked[0] >= (c.width() - 2) * (c.height() - 1), f + ": " + checked[0] + " windows checked");
    }

    /** Offset rows of ids on the axial box, -1 outside the band (the rows' shift is the test's own sum). */
    private static int[] axial(int[] gids, int w, int h, boolean odd) {
        int box = w + hexShift(h - 1, odd);
        int[] cells = new int[box * h];
        Arrays.fill(cells, -1);
        for (int r = 0; r < h; r++) {
            for (int x = 0; x < w; x++) {
                cells[x + hexShift(r, odd) + r * box] = gids[x + r * w];
            }
        }
        return cells;
    }

    private static Shape hexBox(int w, int h, boolean odd, boolean periodic) {
        int box = w + hexShift(h - 1, odd);
        boolean[] inside = new boolean[box * h];
        for (int r = 0; r < h; r++) {
            for (int x = 0; x < w; x++) {
                inside[x + hexShift(r, odd) + r * box] = true;
            }
        }
        return new Shape("hex", box, h, 1, periodic, periodic, false, inside);
    }

    /** How far right offset row r starts on the axial grid: half a hexagon per row, rounded by the stagger. */
    private static int hexShift(int r, boolean odd) {
        int half = 0;
        for (int i = 1; i <= r; i++) {
            half += (i % 2 == 1) == odd ? 1 : 0;
        }
        return half;
    }

    /**
     * A voxel configuration's criterion, with the testkit's own cube arithmetic ({@link Shape}, {@link TopologyCheck}):
     * the box's size; every pair of 6-neighbours (across the periodic seams) stands that way in the sample; the
     * ground fills the bottom layer (z = 0) and nothing else; a border's places (on its sides, off the excluded
     * ones) hold its tiles (or, banned, do not).
     */
    private static void voxels(Path f, DebroglieConfig c, Voxels out) throws IOException {
        assertEquals(List.of(c.width(), c.height(), c.depth()), List.of(out.width(), out.height(), out.depth()),
                f + ": size");
        Voxels sample = Vox.read(ConfigPaths.input(c.baseDir(), c.src(), "src"));
        Shape in = new Shape("cube", sample.width(), sample.height(), sample.depth(), c.periodicInputX(),
                c.periodicInputY(), c.periodicInputZ(), null);
        boolean[][][] allowed = new boolean[6][256][256];
        for (int cell = 0; cell < in.cells(); cell++) {
            for (int d = 0; d < 6; d++) {
                int n = in.neighbor(cell, d);
                if (n >= 0) {
                    allowed[d][sample.colors()[cell]][sample.colors()[n]] = true;
                }
            }
        }
        Shape box = new Shape("cube", out.width(), out.height(), out.depth(), c.periodicX(), c.periodicY(),
                c.periodicZ(), null);
        assertNull(TopologyCheck.firstViolation(out.colors(), box, allowed), f.toString());
        int w = out.width();
        int h = out.height();
        for (int z = 0; z < out.depth(); z++) {
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int v = out.color(x, y, z);
                    if (c.ground() != null) {
                        assertEquals(z == 0, Integer.toString(v).equals(c.ground().text()),
                                f + ": ground at (" + x + ", " + y + ", " + z + ") holds " + v);
                    }
                    for (ConstraintConfig k : c.constraints()) {
                        ConstraintConfig.Border b = (ConstraintConfig.Border) k;
                        Set<Side> sides = b.sides() == null ? Set.of(Side.values()) : b.sides();
                        boolean place = onSide(sides, x, y, z, out) && !onSide(b.excludeSides(), x, y, z, out);
                        if (place != b.invertArea()) {
                            boolean listed = b.tiles().stream().anyMatch(t -> t.text().equals(Integer.toString(v)));
                            assertTrue(listed != b.ban(), f + ": border at (" + x + ", " + y + ", " + z + ") holds "
                                    + v);
                        }
                    }
                }
            }
        }
    }

    private static boolean onSide(Set<Side> sides, int x, int y, int z, Voxels box) {
        return (x == 0 && sides.contains(Side.XMIN)) || (x == box.width() - 1 && sides.contains(Side.XMAX))
                || (y == 0 && sides.contains(Side.YMIN)) || (y == box.height() - 1 && sides.contains(Side.YMAX))
                || (z == 0 && sides.contains(Side.ZMIN)) || (z == box.depth() - 1 && sides.contains(Side.ZMAX));
    }

    /**
     * The longest run of {@code in} cells along (dx, dy), counted from each cell forwards; on a wrapping axis a run
     * continues across the seam, and a full ring counts as its length. O(w x h x side).
     */
    private static int longestRun(boolean[] in, int w, int h, int dx, int dy, boolean wraps) {
        int side = dx == 1 ? w : h;
        int longest = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int run = 0;
                int cx = x;
                int cy = y;
                while (run < side && in[cx + cy * w]) {
                    run++;
                    cx += dx;
                    cy += dy;
                    if (cx == w || cy == h) {
                        if (!wraps) {
                            break;
                        }
                        cx %= w;
                        cy %= h;
                    }
                }
                longest = Math.max(longest, run);
            }
        }
        return longest;
    }

    /**
     * A bitmap set's criterion, from the picture alone: across every seam between two cells (and across the edges
     * of a periodic map) the pixels on either side of the seam's middle are alike (each channel within 64), as the
     * set's pictures are drawn to continue one another there.
     */
    private static void seamsMatch(Path f, Image out, int cellsX, int cellsY, boolean periodic) {
        int tw = out.width() / cellsX;
        int th = out.height() / cellsY;
        assertEquals(out.width(), tw * cellsX, f + ": width");
        for (int y = 0; y < out.height(); y++) {
            for (int x = 0; x < out.width(); x++) {
                boolean right = (x + 1) % tw == 0 && (x + 1 < out.width() || periodic) && y % th == th / 2;
                boolean down = (y + 1) % th == 0 && (y + 1 < out.height() || periodic) && x % tw == tw / 2;
                if (right) {
                    assertTrue(alike(out.pixel(x, y), out.pixel((x + 1) % out.width(), y)), f + ": seam at (" + x
                            + ", " + y + ")");
                }
                if (down) {
                    assertTrue(alike(out.pixel(x, y), out.pixel(x, (y + 1) % out.height())), f + ": seam at (" + x
                            + ", " + y + ")");
                }
            }
        }
    }

    private static boolean alike(int a, int b) {
        for (int shift = 0; shift < 24; shift += 8) {
            if (Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)) > 64) {
                return false;
            }
        }
        return true;
    }

    private static Image decode(byte[] png) throws IOException {
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        assertNotNull(img);
        int[] argb = img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
        return new Image(argb, img.getWidth(), img.getHeight());
    }
}
