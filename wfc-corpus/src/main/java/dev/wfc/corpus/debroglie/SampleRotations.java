package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;

import java.util.function.IntFunction;

/**
 * Reads the rotation facts of a sample's {@code tiles} entries into {@link TileOrbits}: {@code rotateCw} (the group's
 * smallest turn, as DeBroglie reads it: a half turn with {@code rotationalSymmetry} 2), {@code rotateCcw} (its
 * inverse), {@code reflectX}, {@code reflectY} (the mirror in x, then a half turn) and {@code tileSymmetry}. Facts
 * about rotations outside the group state nothing it uses; with no rotation but the identity every fact is skipped.
 */
final class SampleRotations {
    private SampleRotations() {
    }

    /**
     * @param refs resolves tile references to plain tile ids (registering tiles of a tileset)
     * @param names a tile id's reference text, for messages
     * @throws WfcInputException naming the key of a reference with a rotation suffix, or of contradicting facts
     */
    static TileOrbits read(DebroglieConfig config, TileResolver refs, IntFunction<String> names) {
        int rotations = config.rotationalSymmetry();
        boolean reflections = config.reflectionalSymmetry();
        boolean turned = rotations > 1 || reflections;
        int step = SquareRotation.of(rotations > 1 ? 4 / rotations : 0, false);
        TileOrbits orbits = new TileOrbits(rotations, reflections, config.rotationTreatment(), names);
        for (int i = 0; i < config.tiles().size(); i++) {
            TileData t = config.tiles().get(i);
            String at = "tiles[" + i + "]";
            int v = plain(refs, t.value(), at + ".value");
            if (t.rotateCw() != null) {
                state(orbits, turned, v, step, plain(refs, t.rotateCw(), at + ".rotateCw"), at + ".rotateCw");
            }
            if (t.rotateCcw() != null) {
                state(orbits, turned, v, SquareRotation.inverse(step), plain(refs, t.rotateCcw(), at + ".rotateCcw"),
                        at + ".rotateCcw");
            }
            if (t.reflectX() != null) {
                state(orbits, turned, v, SquareRotation.REFLECT_X, plain(refs, t.reflectX(), at + ".reflectX"),
                        at + ".reflectX");
            }
            if (t.reflectY() != null && turned) {
                state(orbits, true, v, SquareRotation.REFLECT_Y, plain(refs, t.reflectY(), at + ".reflectY"),
                        at + ".reflectY");
            }
            if (t.tileSymmetry() != null && turned) {
                orbits.symmetry(v, TileSymmetry.parse(t.tileSymmetry()), at + ".tileSymmetry");
            }
        }
        return orbits;
    }

    private static void state(TileOrbits orbits, boolean turned, int from, int e, int to, String key) {
        if (turned && e != SquareRotation.IDENTITY) {
            orbits.state(from, e, to, key);
        }
    }

    /** A reference to a tile of the sample itself: a rotation suffix is refused here. */
    private static int plain(TileResolver refs, TileRef r, String key) {
        if (!r.numeric() && r.text().contains("!")) {
            throw new WfcInputException(key + ": " + r + " (expected: a tile without a rotation suffix '!')");
        }
        return refs.ref(r, key);
    }
}
