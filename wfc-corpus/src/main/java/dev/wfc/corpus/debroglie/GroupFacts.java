package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;

/**
 * Refuses the rotation facts of a {@code tiles} entry about rotations outside the configuration's symmetry group, as
 * DeBroglie's rotation builder does, key by key in its order: a {@code tileSymmetry} needs a group beyond the
 * identity and every rotation its letter leaves the tile under; {@code reflectX} needs reflections; {@code reflectY}
 * (the mirror in x, then a half turn) reflections and the half turn; {@code rotateCw} and {@code rotateCcw} (the
 * group's smallest turn and its inverse) a turn.
 *
 * <p>Maintainers: a rotation is in the group of {@code rotations} turns (1, 2, 4 on squares, 3, 6 on hexagons) and
 * optional reflections when its angle is a multiple of 360 / rotations and it mirrors only if the group does, as
 * DeBroglie's {@code RotationGroup.CheckContains} tests it; a letter's rotations are quarter turns, so on a hexagon
 * only the half turn and the plain mirror can be in the group.
 */
final class GroupFacts {
    private GroupFacts() {
    }

    /**
     * @param at the entry's key, {@code tiles[i]}
     * @throws WfcInputException naming {@code at.KEY} for the first fact the group does not contain
     */
    static void check(TileData t, String at, int rotations, boolean reflections) {
        String group = "; this group has rotationalSymmetry " + rotations + ", reflectionalSymmetry " + reflections;
        if (t.tileSymmetry() != null) {
            if (rotations == 1 && !reflections) {
                throw new WfcInputException(at + ".tileSymmetry: " + t.tileSymmetry() + " (expected: no tileSymmetry "
                        + "without a symmetry group beyond the identity" + group + ")");
            }
            for (int e : TileSymmetry.parse(t.tileSymmetry()).stabilizer()) {
                if (!contains(e, rotations, reflections)) {
                    throw new WfcInputException(at + ".tileSymmetry: " + t.tileSymmetry() + " keeps the tile under "
                            + SquareRotation.suffix(e) + ", a rotation outside the symmetry group (expected: a letter "
                            + "whose rotations the group contains" + group + ")");
                }
            }
        }
        if (t.reflectX() != null && !reflections) {
            throw refused(at + ".reflectX", t.reflectX(), "reflections", group);
        }
        if (t.reflectY() != null && !contains(SquareRotation.REFLECT_Y, rotations, reflections)) {
            throw refused(at + ".reflectY", t.reflectY(), "reflections and the half turn", group);
        }
        if (t.rotateCw() != null && rotations == 1) {
            throw refused(at + ".rotateCw", t.rotateCw(), "turns", group);
        }
        if (t.rotateCcw() != null && rotations == 1) {
            throw refused(at + ".rotateCcw", t.rotateCcw(), "turns", group);
        }
    }

    /** Whether rotation {@code e} ({@link SquareRotation}) is in the group: its angle a multiple of the group's step. */
    private static boolean contains(int e, int rotations, boolean reflections) {
        return (reflections || !SquareRotation.reflected(e)) && 90 * SquareRotation.turns(e) % (360 / rotations) == 0;
    }

    private static WfcInputException refused(String key, TileRef value, String needs, String group) {
        String name = key.substring(key.lastIndexOf('.') + 1);
        return new WfcInputException(key + ": " + value + " (expected: no " + name + " without " + needs
                + " in the symmetry group" + group + ")");
    }
}
