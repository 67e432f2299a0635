package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.IndexedPicture;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.HexPicture;
import dev.wfc.core.view.IsometricPicture;

import java.util.List;

/**
 * How the maps of a model whose tiles each show one value of its examples look ({@link LearnedModel}, and
 * {@link GridOverlappingModel} whose patterns show their first cell's): a name and a colour per tile, the map drawn at
 * a scale (squares, hexagons or an isometric view), its PNG and its voxels. Safe from several threads: the one
 * mutable field is a cache that any thread may replace with an equal value.
 */
final class SymbolPicture {
    private final LearnedModel.Form form;
    private final Topology topology;
    /** {@link LearnedModel.Form#VOXEL}: the examples' palette, ARGB by colour index; null otherwise. */
    private final int[] palette;
    /** The value each tile shows, by tile id: a colour, a code point, a colour index or a global tile id. */
    private final int[] symbols;
    private final double[] weights;
    /** The square pictures of the last scale {@link #png} drew (a corpus draws every map at one scale); or null. */
    private volatile TileMosaic squares;

    SymbolPicture(LearnedModel.Form form, Topology topology, int[] palette, int[] symbols, double[] weights) {
        this.form = form;
        this.topology = topology;
        this.palette = palette;
        this.symbols = symbols;
        this.weights = weights;
    }

    /** {@link LearnedModel#tileColors()}: a fresh array. */
    int[] tileColors() {
        int[] c = new int[symbols.length];
        for (int t = 0; t < c.length; t++) {
            c[t] = color(t);
        }
        return c;
    }

    /** Tile {@code t}'s colour, as {@link LearnedModel#tileColors()} describes it. */
    int color(int t) {
        return valueColor(symbols[t]);
    }

    /** The colour of value {@code s} of the examples, as {@link #color} colours a tile that shows it. */
    int valueColor(int s) {
        return switch (form) {
            case IMAGE, TEXT -> s;
            case VOXEL -> s == 0 ? 0 : palette[s];
            case TILES -> s == 0 ? 0 : 0xFF000000 | (java.awt.Color.HSBtoRGB((s * 0.618034f) % 1f, 0.55f, 0.9f)
                    & 0xFFFFFF);
        };
    }

    /**
     * Tile names by id, as {@link LearnedModel#tileNames()} describes them: the character, the colour as
     * {@link ColorNames} writes it, {@code "N #RRGGBB"} by colour index, {@code "gid N"}; {@code "empty"} for voxel
     * index 0 and tile id 0.
     */
    List<String> names() {
        String[] n = new String[symbols.length];
        for (int t = 0; t < n.length; t++) {
            int s = symbols[t];
            n[t] = switch (form) {
                case TEXT -> Character.toString(s);
                case IMAGE -> ColorNames.of(s);
                case VOXEL -> s == 0 ? "empty" : s + " " + ColorNames.of(palette[s]);
                case TILES -> s == 0 ? "empty" : "gid " + Integer.toUnsignedString(s);
            };
        }
        return List.of(n);
    }

    /** {@link LearnedModel#render(Solution, int)}. */
    Image render(Solution solution, int scale) {
        if (form == LearnedModel.Form.TEXT) {
            throw new IllegalStateException("render: the examples were text (expected: image examples)");
        }
        Checks.inRange("scale", scale, 1, LearnedModel.MAX_SCALE);
        if (topology == Topology.HEX) {
            return HexPicture.draw(solution, tileColors(), Math.min(HexPicture.MAX_CELL, Math.max(2, scale)));
        }
        if (topology == Topology.CUBE) {
            return IsometricPicture.draw(solution, tileColors(), Math.min(IsometricPicture.MAX_UNIT, scale));
        }
        return new TileRenderer(TileRenderer.squares(tileColors(), scale), scale, weights).render(solution, false,
                true);
    }

    /** {@link LearnedModel#png(Solution, int)}. */
    byte[] png(Solution solution, int scale) {
        TileMosaic m = squares;
        if (form != LearnedModel.Form.TEXT && topology == Topology.SQUARE && scale >= 1
                && scale <= LearnedModel.MAX_SCALE && (m == null || m.size() != scale)) {
            m = TileMosaic.of(TileRenderer.squares(tileColors(), scale), scale);
            squares = m;
        }
        IndexedPicture picture = m != null && m.size() == scale ? m.picture(solution) : null;
        return picture != null ? Png.encode(picture) : Png.encode(render(solution, scale));
    }

    /** {@link LearnedModel#voxels(Solution)}. */
    Voxels voxels(Solution solution) {
        if (form != LearnedModel.Form.VOXEL) {
            throw new IllegalStateException("voxels: the examples were not voxels (expected: .vox examples)");
        }
        Grid g = solution.grid();
        return new Voxels(g.width(), g.height(), g.depth(), values(solution), palette.clone());
    }

    /** The value each cell's tile shows, 0 where a cell is undecided or masked out. */
    int[] values(Solution solution) {
        int[] out = new int[solution.grid().cells()];
        for (int c = 0; c < out.length; c++) {
            int t = solution.tile(c);
            out[c] = t < 0 ? 0 : symbols[t];
        }
        return out;
    }
}
