package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;

import java.util.function.IntFunction;

/**
 * Reads the rotation facts of a sample's {@code tiles} entries into {@link TileOrbits}: {@code rotateCw} (the group's
 * smallest turn, as DeBroglie reads it: a half turn with {@code rotationalSymmetry} 2), {@code rotateCcw} (its
 * inverse), {@code reflectX}, {@code reflectY} (the mirror in x, then a half turn) and {@code tileSymmetry}. The reader
 * has refused facts about rotations outside the group ({@link GroupFacts}), so every fact read here is one of it.
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
        int step = SquareRotation.of(rotations > 1 ? 4 / rotations : 0, false);
        TileOrbits orbits = new TileOrbits(rotations, reflections, config.rotationTreatment(), names);
        for (int i = 0; i < config.tiles().size(); i++) {
            TileData t = config.tiles().get(i);
            String at = "tiles[" + i + "]";
            int v = plain(refs, t.value(), at + ".value");
            // references resolve in the order of the keys (tile ids keep it); facts are stated in DeBroglie's order
            int cw = t.rotateCw() == null ? -1 : plain(refs, t.rotateCw(), at + ".rotateCw");
            int ccw = t.rotateCcw() == null ? -1 : plain(refs, t.rotateCcw(), at + ".rotateCcw");
            int mx = t.reflectX() == null ? -1 : plain(refs, t.reflectX(), at + ".reflectX");
            int my = t.reflectY() == null ? -1 : plain(refs, t.reflectY(), at + ".reflectY");
            if (t.tileSymmetry() != null) {
                orbits.symmetry(v, TileSymmetry.parse(t.tileSymmetry()), at + ".tileSymmetry");
            }
            state(orbits, v, SquareRotation.REFLECT_X, mx, at + ".reflectX");
            state(orbits, v, SquareRotation.REFLECT_Y, my, at + ".reflectY");
            state(orbits, v, step, cw, at + ".rotateCw");
            state(orbits, v, SquareRotation.inverse(step), ccw, at + ".rotateCcw");
        }
        return orbits;
    }

    /**
     * States {@code from} under {@code e} is {@code to}, unless {@code to} was not given (-1). The group is a square
     * one ({@link SymmetryGroups}) and has turns when a turn is stated ({@link GroupFacts}), so e is a rotation.
     */
    private static void state(TileOrbits orbits, int from, int e, int to, String key) {
        if (to >= 0) {
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
