package dev.wfc.corpus.debroglie;

/**
 * One entry of a configuration's {@code tiles} array: per-tile settings. Null fields were not given.
 *
 * @param value the tile configured (required)
 * @param src the tile's own image file, for a file set
 * @param multiplyFrequency a factor on the tile's frequency (> 0)
 * @param changeFrequency adds this share to the tile's frequency: the factor is {@code 1 + changeFrequency} (> -1)
 * @param tileSymmetry a symmetry letter (F, N, T, L, E, Q, I, \, X, cyclic...; checked by the reader): the rotations
 *     that leave the tile itself
 * @param rotateCw the tile this one becomes turned 90 degrees clockwise
 * @param rotateCcw the tile this one becomes turned 90 degrees counter-clockwise
 * @param reflectX the tile this one becomes mirrored in x
 * @param reflectY the tile this one becomes mirrored in y
 */
public record TileData(TileRef value, String src, Double multiplyFrequency, Double changeFrequency,
                       String tileSymmetry, TileRef rotateCw, TileRef rotateCcw, TileRef reflectX,
                       TileRef reflectY) {
    /** The factor this entry puts on its tile's frequency: 1 when none is given. */
    public double frequencyFactor() {
        double f = multiplyFrequency == null ? 1 : multiplyFrequency;
        return changeFrequency == null ? f : f * (1 + changeFrequency);
    }
}
