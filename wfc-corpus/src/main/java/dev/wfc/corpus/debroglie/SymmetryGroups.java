package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Topology;

/**
 * The {@code rotationalSymmetry} values each grid admits, as DeBroglie turns a sample: its group holds the turns by
 * multiples of {@code 360 / rotationalSymmetry} degrees (each also mirrored with {@code reflectionalSymmetry}, which
 * every grid takes), and it turns a square or cube sample by quarter turns only, a hexagonal one by sixths. The reader
 * refuses a value no grid admits ({@link #checkAnyGrid}), the job one its sample's grid lacks ({@link #check}).
 *
 * <p>Maintainers: DeBroglie itself throws "Unexpected angle 120" (square, cube: 3, 6 or any count that is not a
 * divisor of 4), divides by zero (0) or loops without end (a negative count, or one above 360). On hexagons its
 * rotation article allows 1, 2, 3 or 6; with 4 its code turns the sample by 0, 60, 180 and 240 degrees (90 read as
 * 60, 270 as 240), a set that is no group, so wfc refuses 4 there too.
 */
final class SymmetryGroups {
    private SymmetryGroups() {
    }

    /**
     * @param symmetry the {@code symmetry} shorthand's value when it set the count, else 0
     * @throws WfcInputException naming {@code rotationalSymmetry} (or {@code symmetry}) when no grid admits
     *         {@code rotations}
     */
    static void checkAnyGrid(int rotations, int symmetry) {
        if (!admits(Topology.SQUARE, rotations) && !admits(Topology.HEX, rotations)) {
            throw refused(rotations, symmetry, allowed(Topology.SQUARE, symmetry) + " on square and cube grids, "
                    + allowed(Topology.HEX, symmetry) + " on hexagons");
        }
    }

    /**
     * @param grid the grid the sample is on: {@link Topology#SQUARE}, {@link Topology#HEX} or {@link Topology#CUBE}
     * @throws WfcInputException naming the key that set the count when {@code grid} does not admit it
     */
    static void check(DebroglieConfig c, Topology grid) {
        if (!admits(grid, c.rotationalSymmetry())) {
            throw refused(c.rotationalSymmetry(), c.symmetry(), allowed(grid, c.symmetry()) + " on the " + grid.id()
                    + " grid of this sample");
        }
    }

    /** Whether {@code grid}'s sample can be turned by multiples of 360 / rotations degrees. */
    private static boolean admits(Topology grid, int rotations) {
        int turns = grid == Topology.HEX ? 6 : 4;
        return rotations > 0 && turns % rotations == 0;
    }

    /** The values the key that set the count may take on {@code grid}, for messages. */
    private static String allowed(Topology grid, int symmetry) {
        boolean hex = grid == Topology.HEX;
        if (symmetry > 0) {
            return hex ? "1, 2, 3, 4, 6 or 12" : "1, 2, 4 or 8";
        }
        return hex ? "1, 2, 3 or 6" : "1, 2 or 4";
    }

    private static WfcInputException refused(int rotations, int symmetry, String expected) {
        String value = symmetry > 0 ? "symmetry: " + symmetry + " (rotationalSymmetry " + rotations + "; expected: "
                : "rotationalSymmetry: " + rotations + " (expected: ";
        return new WfcInputException(value + expected + ")");
    }
}
