package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;
import dev.wfc.corpus.debroglie.DebroglieConfig.RotationTreatment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * What each rotation of the symmetry group makes of each tile, inferred from stated facts ("tile a under rotation e is
 * tile b": {@code rotateCw}, {@code reflectX}, {@code tileSymmetry} ...) as DeBroglie's rotation article describes:
 * facts chain (a mirror of a turn of a tile is known once the turn and the mirror are), a rotation left unknown falls
 * to the treatment: the tile itself (unchanged), none (missing), or a new tile, the tile's picture turned and mirrored
 * (generated). Contradicting facts are refused, naming the key that states the second one.
 *
 * <p>Maintainers: tiles related by facts form an orbit, {@code keys[e]} = the tile reached from the orbit's base by
 * rotation e ({@link SquareRotation}, -1 unknown), so tile {@code keys[k]} under {@code e} is {@code keys[then(k, e)]}.
 * Merging two orbits re-keys one by a left product; {@link #expand} applies every fact of an orbit to a fixpoint.
 * Generation fills an orbit's unknown keys in DeBroglie's order, each from the first known key of the same
 * mirroring (else the other), named after that key's original tile: generated tiles are (original, rotation) pairs,
 * ids from {@code plainTiles} on. Configuration-time code: boxed lists are fine. 8 keys an orbit, so every loop here
 * is O(facts x 8) per change.
 */
final class TileOrbits {
    private final int[] group;
    private final int rotations;
    private final boolean reflections;
    private final RotationTreatment treatment;
    private final IntFunction<String> names;
    /** Per tile id, its orbit (index into orbits), -1 for none yet. */
    private int[] orbitOf = new int[16];
    private final List<int[]> orbits = new ArrayList<>();
    /** Per orbit, its facts {from, rotation, to}; null once merged into another. */
    private final List<List<int[]>> facts = new ArrayList<>();
    /** Per generated tile (id - plainTiles): {original, rotation}. */
    private final List<int[]> generated = new ArrayList<>();
    private int plainTiles = -1;

    /**
     * @param names the reference text of a tile id, for messages
     */
    TileOrbits(int rotations, boolean reflections, RotationTreatment treatment, IntFunction<String> names) {
        this.group = SquareRotation.group(rotations, reflections);
        this.rotations = rotations;
        this.reflections = reflections;
        this.treatment = treatment;
        this.names = names;
        Arrays.fill(orbitOf, -1);
    }

    /**
     * States that tile {@code from} under rotation {@code e}, one of the group's ({@link GroupFacts} refuses others),
     * is tile {@code to}.
     *
     * @throws WfcInputException naming {@code key} if it contradicts what is known
     */
    void state(int from, int e, int to, String key) {
        int a = orbit(from);
        int b = orbit(to);
        if (a != b) {
            int[] ka = orbits.get(a);
            int[] kb = orbits.get(b);
            // keys[k] of b becomes keys[c then k] of a, with c chosen so that `to` lands on (from's key then e)
            int c = SquareRotation.then(SquareRotation.then(firstKey(ka, from), e),
                    SquareRotation.inverse(firstKey(kb, to)));
            for (int k = 0; k < 8; k++) {
                if (kb[k] >= 0) {
                    set(ka, SquareRotation.then(c, k), kb[k], key);
                    orbitOf[kb[k]] = a;
                }
            }
            facts.get(a).addAll(facts.get(b));
            facts.set(b, null);
        }
        facts.get(a).add(new int[] {from, e, to});
        expand(a, key);
    }

    /** States the letter's symmetries of {@code tile}, all in the group. */
    void symmetry(int tile, TileSymmetry s, String key) {
        orbit(tile);
        for (int e : s.stabilizer()) {
            state(tile, e, tile, key);
        }
    }

    /**
     * Fills what the treatment says and returns every group rotation of every tile, the generated ones (ids from
     * {@code plainTiles} on, see {@link #original}) included.
     */
    TileRotations build(int plainTiles) {
        this.plainTiles = plainTiles;
        for (int t = 0; t < plainTiles; t++) {
            orbit(t);
        }
        if (treatment == RotationTreatment.GENERATED) {
            for (int o = 0; o < orbits.size(); o++) {
                if (facts.get(o) != null) {
                    generate(o);
                }
            }
        }
        int tiles = plainTiles + generated.size();
        int[][] image = new int[8][];
        for (int e : group) {
            image[e] = new int[tiles];
            for (int t = 0; t < tiles; t++) {
                image[e][t] = t < plainTiles ? plainImage(t, e)
                        : plainImage(original(t), SquareRotation.then(rotation(t), e));
            }
        }
        return new TileRotations(rotations, reflections, image);
    }

    /** How many tiles were generated by {@link #build}. */
    int generatedCount() {
        return generated.size();
    }

    /** The original tile a generated tile {@code t} turns. */
    int original(int t) {
        return generated.get(t - plainTiles)[0];
    }

    /** The rotation that makes generated tile {@code t} of its original. */
    int rotation(int t) {
        return generated.get(t - plainTiles)[1];
    }

    private int plainImage(int t, int e) {
        int[] keys = orbits.get(orbitOf[t]);
        int image = keys[SquareRotation.then(firstKey(keys, t), e)];
        if (image >= 0) {
            return image;
        }
        return treatment == RotationTreatment.MISSING ? -1 : t; // generated: every key is filled
    }

    private void room(int tile) {
        if (tile >= orbitOf.length) {
            int old = orbitOf.length;
            orbitOf = Arrays.copyOf(orbitOf, Math.max(tile + 1, 2 * old));
            Arrays.fill(orbitOf, old, orbitOf.length, -1);
        }
    }

    private int orbit(int tile) {
        room(tile);
        if (orbitOf[tile] < 0) {
            int[] keys = new int[8];
            Arrays.fill(keys, -1);
            keys[SquareRotation.IDENTITY] = tile;
            orbitOf[tile] = orbits.size();
            orbits.add(keys);
            facts.add(new ArrayList<>());
        }
        return orbitOf[tile];
    }

    private static int firstKey(int[] keys, int tile) {
        for (int k = 0; k < 8; k++) {
            if (keys[k] == tile) {
                return k;
            }
        }
        throw new IllegalStateException("tile " + tile + " not in its orbit");
    }

    /** Sets keys[k] = tile; returns whether it was unknown. */
    private boolean set(int[] keys, int k, int tile, String key) {
        if (keys[k] >= 0 && keys[k] != tile) {
            throw new WfcInputException(key + ": contradicts the rotations stated before (rotation "
                    + SquareRotation.suffix(k) + " of one tile would be both " + name(keys[k]) + " and " + name(tile)
                    + "; expected: rotations that agree)");
        }
        boolean added = keys[k] < 0;
        keys[k] = tile;
        return added;
    }

    private String name(int t) {
        return plainTiles >= 0 && t >= plainTiles ? names.apply(original(t)) + SquareRotation.suffix(rotation(t))
                : names.apply(t);
    }

    private void expand(int o, String key) {
        int[] keys = orbits.get(o);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int[] f : facts.get(o)) {
                for (int k = 0; k < 8; k++) {
                    if (keys[k] == f[0]) {
                        changed |= set(keys, SquareRotation.then(k, f[1]), f[2], key);
                    }
                    if (keys[k] == f[2]) {
                        changed |= set(keys, SquareRotation.then(k, SquareRotation.inverse(f[1])), f[0], key);
                    }
                }
            }
        }
    }

    private void generate(int o) {
        int[] keys = orbits.get(o);
        for (int e : group) {
            if (keys[e] >= 0) {
                continue;
            }
            int from = -1;
            int at = -1;
            for (int mirrored = 0; mirrored < 2 && from < 0; mirrored++) {
                for (int g : group) {
                    if (keys[g] >= 0 && (SquareRotation.reflected(g) != SquareRotation.reflected(e)) == (mirrored == 1)) {
                        from = keys[g];
                        at = g;
                        break;
                    }
                }
            }
            if (from >= plainTiles) { // a generated tile: start from its original, the key it stands at
                at = SquareRotation.then(at, SquareRotation.inverse(rotation(from)));
                from = original(from);
            }
            int r = SquareRotation.then(SquareRotation.inverse(at), e);
            int made = plainTiles + generated.size();
            generated.add(new int[] {from, r});
            room(made);
            orbitOf[made] = o;
            facts.get(o).add(new int[] {from, r, made});
            expand(o, "rotationTreatment");
        }
    }
}
