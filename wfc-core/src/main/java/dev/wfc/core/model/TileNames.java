package dev.wfc.core.model;

import dev.wfc.core.WfcInputException;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Tile ids by the names a {@link Steering} states: a name stands for every tile whose name equals it or starts with
 * it and a space. Immutable. Each lookup is O(T x name length).
 */
final class TileNames {
    private final List<String> names;

    /** @param names the model's name of each tile id */
    TileNames(List<String> names) {
        this.names = List.copyOf(names);
    }

    /** The model's names, by tile id. */
    List<String> list() {
        return names;
    }

    int size() {
        return names.size();
    }

    /**
     * The ids every name stands for, sorted, each once.
     *
     * @throws WfcInputException for no name, or a name that names no tile
     */
    int[] resolve(String... tileNames) {
        if (tileNames.length == 0) {
            throw new WfcInputException("tile names: none (expected: at least one)");
        }
        return Arrays.stream(tileNames).flatMapToInt(n -> Arrays.stream(resolveOrFail(n, "tile name")))
                .distinct().sorted().toArray();
    }

    /** Every tile id but those of {@code ids} (sorted, as {@link #resolve} makes them), ascending. */
    int[] allBut(int[] ids) {
        return IntStream.range(0, names.size()).filter(t -> Arrays.binarySearch(ids, t) < 0).toArray();
    }

    /**
     * The ids {@code name} stands for, ascending.
     *
     * @throws WfcInputException {@code "WHAT: 'name' names no tile (expected: one of [...])"}, listing at most 20
     *     names without their orientation suffix
     */
    int[] resolveOrFail(String name, String what) {
        int[] ids = IntStream.range(0, names.size())
                .filter(t -> names.get(t).equals(name) || names.get(t).startsWith(name + " ")).toArray();
        if (ids.length == 0) {
            List<String> known = names.stream().map(n -> n.contains(" ") ? n.substring(0, n.indexOf(' ')) : n)
                    .distinct().limit(20).toList();
            throw new WfcInputException(what + ": '" + name + "' names no tile (expected: one of " + known
                    + (known.size() == 20 ? ", ..." : "") + ")");
        }
        return ids;
    }

    /** The one tile {@code name} names. @throws WfcInputException if it names none or several */
    private int single(String name) {
        int[] ids = resolveOrFail(name, "tile name");
        if (ids.length != 1) {
            throw new WfcInputException("tile name: '" + name + "' names " + ids.length + " tiles (expected: one,"
                    + " e.g. '" + names.get(ids[0]) + "')");
        }
        return ids[0];
    }

    /**
     * The mirror image of each tile id: itself, but for each pair {@code (a, b)} the tile {@code a} names is the
     * image of the one {@code b} names and back.
     *
     * @throws WfcInputException for a name that does not name exactly one tile, or a tile paired with two others
     */
    int[] mirrorImages(List<String[]> pairs) {
        int[] mirrorOf = new int[names.size()];
        Arrays.setAll(mirrorOf, t -> t);
        for (String[] pair : pairs) {
            int a = single(pair[0]);
            int b = single(pair[1]);
            if (mirrorOf[a] != a && mirrorOf[a] != b || mirrorOf[b] != b && mirrorOf[b] != a) {
                throw new WfcInputException("mirror pair " + pair[0] + ":" + pair[1] + ": a tile paired twice"
                        + " (expected: each tile in one pair at most)");
            }
            mirrorOf[a] = b;
            mirrorOf[b] = a;
        }
        return mirrorOf;
    }
}
