package dev.wfc.corpus.debroglie;

import dev.wfc.corpus.debroglie.DebroglieConfig.RotationTreatment;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link TileOrbits} against geometry: each tile is a shape without symmetry seen under one rotation of the square, and
 * the facts stated are true ones drawn at random ("tile i under rotation e is tile j"). Whatever facts were stated,
 * and in whatever order, every rotation of every tile must then be the tile of the right geometry: with
 * {@code generated}, a plain tile or a generated one whose original and rotation say so; with {@code unchanged} or
 * {@code missing}, that tile, or the tile itself or none. Rotations are composed here with 2 x 2 matrices (y down),
 * sharing nothing with {@link SquareRotation} but its numbering {@code turns + 4 * mirrored}.
 */
class TileOrbitsProperties {
    /** Rotation e as a matrix {a, b, c, d} acting on (x, y): the mirror in x (if e >= 4) first, then e & 3 turns. */
    private static int[] matrix(int e) {
        int[] m = e >= 4 ? new int[] {-1, 0, 0, 1} : new int[] {1, 0, 0, 1};
        for (int i = 0; i < (e & 3); i++) {
            m = product(new int[] {0, -1, 1, 0}, m); // a clockwise turn, y down: (x, y) -> (-y, x)
        }
        return m;
    }

    private static int[] product(int[] p, int[] q) {
        return new int[] {p[0] * q[0] + p[1] * q[2], p[0] * q[1] + p[1] * q[3],
            p[2] * q[0] + p[3] * q[2], p[2] * q[1] + p[3] * q[3]};
    }

    /** Rotation a followed by rotation b. */
    private static int then(int a, int b) {
        int[] m = product(matrix(b), matrix(a));
        for (int e = 0; e < 8; e++) {
            if (java.util.Arrays.equals(m, matrix(e))) {
                return e;
            }
        }
        throw new AssertionError("not a rotation of the square");
    }

    private static boolean inGroup(int e, int rotations, boolean reflections) {
        return (reflections || e < 4) && (e & 3) % (4 / rotations) == 0;
    }

    @Property(tries = 300)
    void everyRotationIsTheTileOfTheRightGeometry(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int shapes,
                                                  @ForAll @IntRange(min = 1, max = 12) int tiles,
                                                  @ForAll @IntRange(min = 0, max = 5) int symmetry,
                                                  @ForAll @IntRange(min = 0, max = 2) int treatmentIndex) {
        int rotations = new int[] {1, 2, 4}[symmetry % 3];
        boolean reflections = symmetry >= 3;
        RotationTreatment treatment = RotationTreatment.values()[treatmentIndex];
        Random random = new Random(seed);
        // tile t is shape[t] seen under rotation seen[t]; no two tiles alike
        List<int[]> geometry = new ArrayList<>();
        while (geometry.size() < Math.min(tiles, 8 * shapes)) {
            int[] g = {random.nextInt(shapes), random.nextInt(8)};
            if (geometry.stream().noneMatch(h -> h[0] == g[0] && h[1] == g[1])) {
                geometry.add(g);
            }
        }
        int count = geometry.size();
        TileOrbits orbits = new TileOrbits(rotations, reflections, treatment, t -> "t" + t);
        List<int[]> stated = new ArrayList<>();
        for (int n = random.nextInt(3 * count + 1); n > 0; n--) {
            int i = random.nextInt(count);
            int e = random.nextInt(8);
            int j = indexOf(geometry, geometry.get(i)[0], then(geometry.get(i)[1], e));
            if (j >= 0 && inGroup(e, rotations, reflections)) { // the reader refuses the others (GroupFacts)
                orbits.state(i, e, j, "fact");
                stated.add(new int[] {i, e, j});
            }
        }
        TileRotations r = orbits.build(count);
        for (int[] f : stated) {
            assertEquals(f[2], r.image(f[1], f[0]), "a stated fact holds");
        }
        for (int g = 0; g < r.size(); g++) {
            int e = r.element(g);
            for (int i = 0; i < count; i++) {
                int image = r.apply(g, i);
                int shape = geometry.get(i)[0];
                int seen = then(geometry.get(i)[1], e);
                if (image >= count) {
                    assertEquals(RotationTreatment.GENERATED, treatment);
                    int original = orbits.original(image);
                    assertEquals(shape, geometry.get(original)[0]);
                    assertEquals(seen, then(geometry.get(original)[1], orbits.rotation(image)), "generated copy");
                } else if (image >= 0 && !(treatment == RotationTreatment.UNCHANGED && image == i)) {
                    assertEquals(shape, geometry.get(image)[0]);
                    assertEquals(seen, geometry.get(image)[1], "tile " + i + " under " + e);
                } else {
                    assertTrue(treatment != RotationTreatment.GENERATED, "generated leaves no rotation unknown");
                }
            }
        }
    }

    private static int indexOf(List<int[]> geometry, int shape, int seen) {
        for (int t = 0; t < geometry.size(); t++) {
            if (geometry.get(t)[0] == shape && geometry.get(t)[1] == seen) {
                return t;
            }
        }
        return -1;
    }
}
