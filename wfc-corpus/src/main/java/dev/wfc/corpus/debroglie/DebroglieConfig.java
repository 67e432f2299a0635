package dev.wfc.corpus.debroglie;

import java.nio.file.Path;
import java.util.List;

/**
 * A DeBroglie configuration file as read by {@link DebroglieReader}: every key with its default applied, shorthands
 * ({@code periodic}, {@code symmetry}, {@code n}, {@code tile}) expanded, paths still relative to {@link #baseDir}.
 *
 * @param file the configuration file
 * @param baseDir the directory {@code src}, {@code dest} and tile {@code src} are relative to
 * @param src the sample file, null for a file set
 * @param srcType how tiles are given
 * @param dest the output file, relative to {@code baseDir}
 * @param model the model
 * @param nX pattern width of the overlapping model (nY, nZ likewise)
 * @param periodicInputX whether the sample wraps along x (Y, Z likewise)
 * @param periodicX whether the output wraps along x (Y, Z likewise)
 * @param width output size along x, in pixels or tiles (height, depth likewise)
 * @param ground the tile the bottom row holds and no other row does, or null
 * @param rotationalSymmetry rotations of the sample used: 1, 2 or 4 (3 or 6 on hexagons)
 * @param reflectionalSymmetry whether mirrored copies are used too
 * @param symmetry the {@code symmetry} shorthand's value when it set {@code rotationalSymmetry} (no such key given),
 *        else 0; for messages
 * @param rotationTreatment what a rotation of a tile that names no rotated tile gives
 * @param backtrack whether the solver backtracks on a contradiction
 * @param animate whether an animation of the solve is wanted beside {@code dest}
 * @param autoAdjacency whether tiles of a file set are adjacent where their edges match
 * @param autoAdjacencyTolerance how different matching edges may be, 0..1
 * @param tiles per-tile settings
 * @param adjacencies adjacency pairs given by hand
 * @param constraints the constraints
 */
public record DebroglieConfig(Path file, Path baseDir, String src, SourceType srcType, String dest, ModelType model,
                              int nX, int nY, int nZ, boolean periodicInputX, boolean periodicInputY,
                              boolean periodicInputZ, boolean periodicX, boolean periodicY, boolean periodicZ,
                              int width, int height, int depth, TileRef ground, int rotationalSymmetry,
                              boolean reflectionalSymmetry, int symmetry, RotationTreatment rotationTreatment,
                              boolean backtrack, boolean animate, boolean autoAdjacency, double autoAdjacencyTolerance,
                              List<TileData> tiles, List<Adjacency> adjacencies, List<ConstraintConfig> constraints) {
    /** Default output side, as DeBroglie's. */
    public static final int DEFAULT_SIZE = 48;
    /** Default pattern side of the overlapping model, as DeBroglie's. */
    public static final int DEFAULT_N = 2;
    /** Default run length of a maxConsecutive constraint. */
    public static final int DEFAULT_MAX_COUNT = 3;
    /** Default tolerance of auto adjacency. */
    public static final double DEFAULT_TOLERANCE = 0.02;
    /** The largest output side accepted, per axis (DeBroglie's own voxel limit is 126). */
    public static final int MAX_SIDE = 4096;
    /** The largest pattern side accepted. */
    public static final int MAX_N = 16;

    /** How the tiles are given. */
    public enum SourceType { SAMPLE, BITMAP_SET, VOX_SET }

    /** The model. */
    public enum ModelType { ADJACENT, OVERLAPPING }

    /** What rotating a tile that has no stated rotation gives. */
    public enum RotationTreatment { UNCHANGED, MISSING, GENERATED }

    /** The sample's extension, lower case ({@code "png"}, {@code "tmx"}, {@code "tsx"}, {@code "vox"}), or "". */
    public String srcExtension() {
        return extension(src);
    }

    /** The output's extension, lower case. */
    public String destExtension() {
        return extension(dest);
    }

    /** Whether the configuration asks for a 3D output: a voxel sample or set. */
    public boolean threeDimensional() {
        return srcType == SourceType.VOX_SET || "vox".equals(srcExtension());
    }

    private static String extension(String name) {
        if (name == null) {
            return "";
        }
        int dot = name.lastIndexOf('.');
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        return dot > slash ? name.substring(dot + 1).toLowerCase(java.util.Locale.ROOT) : "";
    }
}
