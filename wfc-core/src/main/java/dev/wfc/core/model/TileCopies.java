package dev.wfc.core.model;

import dev.wfc.core.Rules;
import dev.wfc.core.WfcInputException;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;

/**
 * The symmetry a tiled model copies its tiles under ({@link VoxelTiles}, {@link HexTiles}): turns by
 * {@code 360 / turns} degrees clockwise, {@code rotations} of them, and with {@code reflections} each of those after a
 * mirror in x. It numbers the elements, names the copies as DeBroglie does ({@code "wall!90"}, {@code "road!x120"}),
 * reads those suffixes back, and repeats a given pair under every element.
 *
 * <p>Maintainers: element {@code g = turns * r + k} mirrors if {@code r}, then turns {@code k} steps; a model's copy
 * table {@code copies[base][g]} is indexed by it, -1 for an element outside the symmetry. Composition follows from
 * {@code mirror turn^k = turn^(-k) mirror}.
 */
final class TileCopies {
    private final int turns;
    private final int[] elements;

    /**
     * Checks a base tile a builder is given: a new name ({@code names} holds the earlier ones), non-empty and
     * without the copy suffix's {@code '!'}, and a finite weight above 0.
     *
     * @throws WfcInputException for a bad name or weight
     */
    static void checkTile(String name, double weight, List<String> names) {
        if (name == null || name.isEmpty() || name.contains("!") || names.contains(name)) {
            throw new WfcInputException("tile: '" + name + "' (expected: a new non-empty name without '!')");
        }
        if (!(weight > 0) || Double.isInfinite(weight)) {
            throw new WfcInputException("weight of tile " + name + ": " + weight + " (expected: finite, > 0)");
        }
    }

    /** A pair of tile names, optionally with copy suffixes, allowed toward {@code direction} of {@code a}. */
    record Pair(String a, String b, int direction) {
    }

    /**
     * The distinct copies of a model's tiles, by id in the order made: base by base, each element in
     * {@link #elements()} order, a copy equal to an earlier one of its base being that one.
     *
     * @param contents each copy's content (a turned box, turned side labels)
     * @param names each copy's name ({@link #name})
     * @param baseOf each copy's base tile
     * @param elementOf the element each copy was first made by
     * @param copies {@code copies[base][g]}: the copy by element g, -1 outside the symmetry
     */
    record Made<C>(List<C> contents, List<String> names, int[] baseOf, int[] elementOf, int[][] copies) {
    }

    /** A model's action of element {@code (mirrored, k)} on its directions. */
    @FunctionalInterface
    interface Directions {
        int map(boolean mirrored, int k, int d);
    }

    /** The symmetry of {@code rotations} (a divisor of {@code turns}) turns, mirrored too if {@code reflections}. */
    TileCopies(int turns, int rotations, boolean reflections) {
        this.turns = turns;
        this.elements = new int[rotations * (reflections ? 2 : 1)];
        int step = turns / rotations;
        int i = 0;
        for (int r = 0; r < (reflections ? 2 : 1); r++) {
            for (int k = 0; k < turns; k += step) {
                elements[i++] = turns * r + k;
            }
        }
    }

    /**
     * Makes the copies of {@code tiles} (their names): {@code content.apply(base, g)} is base's copy by element g,
     * and copies of one base for which {@code same} holds are one tile.
     *
     * @param maxTiles the most copies in all
     * @param tooMany the message when there would be more
     * @throws WfcInputException with {@code tooMany} past {@code maxTiles} copies
     */
    <C> Made<C> make(List<String> tiles, BiFunction<Integer, Integer, C> content, BiPredicate<C, C> same,
                     int maxTiles, String tooMany) {
        List<C> contents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        IntArrayList baseOf = new IntArrayList();
        IntArrayList elementOf = new IntArrayList();
        int[][] copies = new int[tiles.size()][2 * turns];
        for (int b = 0; b < tiles.size(); b++) {
            Arrays.fill(copies[b], -1);
            int first = contents.size();
            for (int g : elements) {
                C c = content.apply(b, g);
                int id = first;
                while (id < contents.size() && !same.test(contents.get(id), c)) {
                    id++;
                }
                if (id == contents.size()) {
                    if (id >= maxTiles) {
                        throw new WfcInputException(tooMany);
                    }
                    contents.add(c);
                    names.add(name(tiles.get(b), g));
                    baseOf.add(b);
                    elementOf.add(g);
                }
                copies[b][g] = id;
            }
        }
        return new Made<>(contents, names, baseOf.toIntArray(), elementOf.toIntArray(), copies);
    }

    /** The elements in the order builders make copies: unmirrored first, turns ascending (a copy). */
    int[] elements() {
        return elements.clone();
    }

    boolean mirrored(int g) {
        return g >= turns;
    }

    /** How many steps element {@code g} turns. */
    int turn(int g) {
        return g % turns;
    }

    /** The name of {@code tile}'s copy by element {@code g}: the tile's name for the identity. */
    String name(String tile, int g) {
        return g == 0 ? tile : tile + "!" + (mirrored(g) ? "x" : "") + 360 / turns * turn(g);
    }

    /** The element a suffix such as {@code 90} or {@code x180} names with {@code turns} steps a full turn, or -1. */
    static int element(int turns, String suffix) {
        boolean mirrored = suffix.startsWith("x");
        String deg = mirrored ? suffix.substring(1) : suffix;
        for (int k = 0; k < turns; k++) {
            if (deg.equals(Integer.toString(360 / turns * k))) {
                return (mirrored ? turns : 0) + k;
            }
        }
        return -1;
    }

    /**
     * Adds to {@code rules} each pair, resolved against the copy table, under every element: element e takes the
     * pair (a, b, d) to (e a, e b, e d).
     *
     * @param names the tiles' names, the rows of {@code copies}
     * @param suffixes the suffixes a message lists as allowed, such as {@code "!90, !180, !270, or !x0 ... !x270"}
     * @throws WfcInputException if a pair names no tile, or a copy outside the symmetry
     */
    void allowPairs(Rules.Builder rules, List<Pair> pairs, List<String> names, int[][] copies, Directions directions,
                    String suffixes) {
        for (Pair p : pairs) {
            int[] a = resolve(p.a(), names, copies, suffixes);
            int[] b = resolve(p.b(), names, copies, suffixes);
            for (int e : elements) {
                rules.allow(copies[a[0]][compose(e, a[1])], copies[b[0]][compose(e, b[1])],
                        directions.map(mirrored(e), turn(e), p.direction()));
            }
        }
    }

    /** Element e after element g. */
    int compose(int e, int g) {
        int k1 = turn(g);
        int k = Math.floorMod(turn(e) + (mirrored(e) ? -k1 : k1), turns);
        return (mirrored(g) != mirrored(e) ? turns : 0) + k;
    }

    /** {base, element} of a name with an optional copy suffix. */
    private int[] resolve(String name, List<String> names, int[][] copies, String suffixes) {
        int bang = name.indexOf('!');
        int b = names.indexOf(bang < 0 ? name : name.substring(0, bang));
        int g = bang < 0 ? 0 : element(turns, name.substring(bang + 1));
        if (b < 0 || g < 0 || copies[b][g] < 0) {
            throw new WfcInputException("adjacency: tile '" + name + "' (expected: one of " + names
                    + ", optionally with " + suffixes + " where the symmetry has them)");
        }
        return new int[] {b, g};
    }
}
