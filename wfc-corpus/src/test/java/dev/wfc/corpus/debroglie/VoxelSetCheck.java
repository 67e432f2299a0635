package dev.wfc.corpus.debroglie;

import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.testkit.Shape;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A voxel file set's criterion, computed from the tile files and the written {@code .vox} alone (no model code):
 * the output is {@code width x height x depth} blocks of the tile size; every block is one of the tiles, turned about
 * the vertical axis and mirrored as the symmetry allows (the check's own turning arithmetic); every pair of
 * neighbouring blocks (the testkit's {@link Shape} cube arithmetic, across periodic seams) touches with faces whose
 * share of differing voxels is at most the tolerance, or is one of the {@code adjacencies} entries under a common
 * turn; the ground fills the bottom layer and no other; border places and fixed points hold their tiles.
 */
final class VoxelSetCheck {
    private final Path file;
    private final DebroglieConfig config;
    private final List<String> names = new ArrayList<>();
    /** Per tile entry, its voxels as ARGB (0 empty) under each symmetry element, null when not in the symmetry. */
    private final List<int[][]> turned = new ArrayList<>();
    private int side;
    private int tall;

    VoxelSetCheck(Path file, DebroglieConfig config) throws IOException {
        this.file = file;
        this.config = config;
        for (TileData t : config.tiles()) {
            Voxels v = Vox.read(config.baseDir().resolve(t.src()));
            side = v.width();
            tall = v.depth();
            int[] argb = new int[v.colors().length];
            for (int i = 0; i < argb.length; i++) {
                argb[i] = v.colors()[i] == 0 ? 0 : v.palette()[v.colors()[i]];
            }
            int[][] images = new int[8][];
            int step = 4 / config.rotationalSymmetry();
            for (int g = 0; g < 8; g++) {
                boolean mirrored = g >= 4;
                if ((mirrored && !config.reflectionalSymmetry()) || (g % 4) % step != 0) {
                    continue;
                }
                images[g] = image(argb, mirrored, g % 4);
            }
            names.add(t.value().text());
            turned.add(images);
        }
    }

    /** Voxel (x, y, z) of the image comes from the original's point that mirroring then k clockwise turns moved there. */
    private int[] image(int[] argb, boolean mirrored, int k) {
        int n = side;
        int[] out = new int[argb.length];
        for (int z = 0; z < tall; z++) {
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    int px = x;
                    int py = y;
                    for (int i = 0; i < k; i++) { // undo one clockwise turn: (x, y) came from (y, n - 1 - x)
                        int ox = py;
                        int oy = n - 1 - px;
                        px = ox;
                        py = oy;
                    }
                    if (mirrored) {
                        px = n - 1 - px;
                    }
                    out[x + y * n + z * n * n] = argb[px + py * n + z * n * n];
                }
            }
        }
        return out;
    }

    void check(Voxels out) {
        int w = config.width();
        int h = config.height();
        int d = config.depth();
        assertEquals(List.of(w * side, h * side, d * tall), List.of(out.width(), out.height(), out.depth()),
                file + ": size");
        int[][] blocks = new int[w * h * d][];
        for (int c = 0; c < blocks.length; c++) {
            blocks[c] = block(out, c % w, c / w % h, c / (w * h));
            assertTrue(tileOf(blocks[c]) >= 0, file + ": block " + c + " is no turned or mirrored tile");
        }
        Shape shape = new Shape("cube", w, h, d, config.periodicX(), config.periodicY(), config.periodicZ(), null);
        int[][] offsets = shape.offsets();
        for (int c = 0; c < blocks.length; c++) {
            for (int dir = 0; dir < 6; dir++) {
                int n = shape.neighbor(c, dir);
                if (n < 0 || offsets[dir][0] + offsets[dir][1] + offsets[dir][2] < 0) {
                    continue; // each pair once, from its lower cell
                }
                double share = difference(blocks[c], blocks[n], offsets[dir]);
                boolean faces = share <= config.autoAdjacencyTolerance() && config.autoAdjacency();
                assertTrue(faces || listed(blocks[c], blocks[n], offsets[dir]), file + ": blocks " + c + " and "
                        + n + " touch with " + share + " of their faces differing and are no adjacency entry");
            }
        }
        for (int c = 0; c < blocks.length; c++) {
            int x = c % w;
            int y = c / w % h;
            int z = c / (w * h);
            int[] block = blocks[c];
            if (config.ground() != null) {
                assertEquals(z == 0, is(block, config.ground().text()), file + ": ground at " + c);
            }
            for (ConstraintConfig k : config.constraints()) {
                if (k instanceof ConstraintConfig.Border b) {
                    Set<Side> sides = b.sides() == null ? Set.of(Side.values()) : b.sides();
                    boolean place = on(sides, x, y, z) && !on(b.excludeSides(), x, y, z);
                    if (place != b.invertArea()) {
                        boolean listed = b.tiles().stream().anyMatch(t -> is(block, t.text()));
                        assertTrue(listed != b.ban(), file + ": border at (" + x + ", " + y + ", " + z + ")");
                    }
                } else if (k instanceof ConstraintConfig.FixedTile f && f.point() != null
                        && f.point().equals(new ConstraintConfig.Point(x, y, z))) {
                    assertTrue(f.tiles().stream().anyMatch(t -> is(block, t.text())), file + ": fixed tile at "
                            + f.point());
                }
            }
        }
    }

    private int[] block(Voxels out, int bx, int by, int bz) {
        int[] b = new int[side * side * tall];
        for (int z = 0; z < tall; z++) {
            for (int y = 0; y < side; y++) {
                for (int x = 0; x < side; x++) {
                    int v = out.color(bx * side + x, by * side + y, bz * tall + z);
                    b[x + y * side + z * side * side] = v == 0 ? 0 : out.palette()[v];
                }
            }
        }
        return b;
    }

    /** The tile entry the block is an image of, or -1. */
    private int tileOf(int[] block) {
        for (int t = 0; t < turned.size(); t++) {
            for (int[] img : turned.get(t)) {
                if (img != null && Arrays.equals(img, block)) {
                    return t;
                }
            }
        }
        return -1;
    }

    /** Whether the block is the tile named {@code ref} unturned, or the copy its suffix names ("wall!90"). */
    private boolean is(int[] block, String ref) {
        int bang = ref.indexOf('!');
        int t = names.indexOf(bang < 0 ? ref : ref.substring(0, bang));
        String suffix = bang < 0 ? "0" : ref.substring(bang + 1);
        int g = (suffix.startsWith("x") ? 4 : 0) + Integer.parseInt(suffix.replace("x", "")) / 90;
        return turned.get(t)[g] != null && Arrays.equals(turned.get(t)[g], block);
    }

    /** The share of differing voxels where {@code b}, at offset {@code o} (+x, +y or +z) from {@code a}, touches it. */
    private double difference(int[] a, int[] b, int[] o) {
        int n = side;
        int differ = 0;
        int total = 0;
        for (int z = 0; z < tall; z++) {
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    boolean onA = (o[0] == 1 && x == n - 1) || (o[1] == 1 && y == n - 1) || (o[2] == 1 && z == tall - 1);
                    if (!onA) {
                        continue;
                    }
                    int bx = o[0] == 1 ? 0 : x;
                    int by = o[1] == 1 ? 0 : y;
                    int bz = o[2] == 1 ? 0 : z;
                    total++;
                    differ += a[x + y * n + z * n * n] != b[bx + by * n + bz * n * n] ? 1 : 0;
                }
            }
        }
        return (double) differ / total;
    }

    /** Whether some adjacency entry, under one turn of the symmetry, puts {@code b} at offset o from {@code a}. */
    private boolean listed(int[] a, int[] b, int[] o) {
        for (Adjacency adj : config.adjacencies()) {
            assertEquals(ConstraintConfig.Axis.Z, adj.axis(), file + ": this check knows above/below entries only");
            if (o[2] != 1) {
                continue;
            }
            for (TileRef lower : adj.first()) {
                for (TileRef upper : adj.second()) {
                    int[][] la = turned.get(names.indexOf(lower.text()));
                    int[][] ua = turned.get(names.indexOf(upper.text()));
                    for (int g = 0; g < 8; g++) {
                        if (la[g] != null && Arrays.equals(la[g], a) && Arrays.equals(ua[g], b)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    private boolean on(Set<Side> sides, int x, int y, int z) {
        return (x == 0 && sides.contains(Side.XMIN)) || (x == config.width() - 1 && sides.contains(Side.XMAX))
                || (y == 0 && sides.contains(Side.YMIN)) || (y == config.height() - 1 && sides.contains(Side.YMAX))
                || (z == 0 && sides.contains(Side.ZMIN)) || (z == config.depth() - 1 && sides.contains(Side.ZMAX));
    }
}
