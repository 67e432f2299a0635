package dev.wfc.corpus.debroglie;

import java.util.List;

/**
 * One entry of a configuration's {@code adjacencies} array: every tile of {@code first} may stand on the negative
 * side of every tile of {@code second} along {@code axis} ({@code left}/{@code right} along x, {@code up}/{@code down}
 * along y with {@code up} first, {@code above}/{@code below} along z with {@code below} first).
 */
public record Adjacency(ConstraintConfig.Axis axis, List<TileRef> first, List<TileRef> second) {
}
