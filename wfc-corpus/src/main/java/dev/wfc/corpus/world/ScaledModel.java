package dev.wfc.corpus.world;

import dev.wfc.core.Solution;
import dev.wfc.core.internal.DelegatingModel;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.MapFormat;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Topology;

import java.util.function.BiFunction;

/**
 * A model drawn at its spec's {@code scale}, as {@code wfc corpus} draws its maps: the world renders through its
 * model ({@link dev.wfc.world.World#render}), so a world of a learned model of image examples, a hex tileset or an
 * overlapping model on the hexagon gets this model, and its tiles and pictures are drawn at the scale the spec
 * states (or defaults to) instead of the model's own default. Everything else is the bare model's.
 */
final class ScaledModel extends DelegatingModel {
    private final BiFunction<Solution, Integer, Image> draw;
    private final int scale;

    private ScaledModel(Model base, BiFunction<Solution, Integer, Image> draw, int scale) {
        super(base);
        this.draw = draw;
        this.scale = scale;
    }

    /**
     * {@code bare} drawn at {@code scale} if it is a model whose maps a spec draws at a scale (learned image examples
     * off the cube, a hex tileset, an overlapping model on the hexagon), else {@code bare} itself.
     *
     * @param scale the spec's canonical {@code scale}, in the model's range; 0 if the spec has none
     */
    static Model of(Model bare, int scale) {
        if (scale <= 0) {
            return bare;
        }
        if (bare instanceof LearnedModel m && m.form() == LearnedModel.Form.IMAGE && m.topology() != Topology.CUBE) {
            return new ScaledModel(bare, m::render, scale);
        }
        if (bare instanceof HexTiles m) {
            return new ScaledModel(bare, m::render, scale);
        }
        if (bare instanceof GridOverlappingModel m && m.topology() == Topology.HEX) {
            return new ScaledModel(bare, m::render, scale);
        }
        return bare;
    }

    /** The map drawn at the spec's scale. */
    @Override
    public Image render(Solution solution) {
        return draw.apply(solution, scale);
    }

    /** A PNG of {@link #render}, at the spec's scale; the other formats are the bare model's. */
    @Override
    public byte[] encode(Solution solution, MapFormat format) {
        return format == MapFormat.PNG && formats().contains(format) ? Png.encode(render(solution))
                : base.encode(solution, format);
    }

    /** The scale on the square, where a cell is a square of it; a hexagon has no such square. */
    @Override
    public int cellPixels() {
        return base.rules().topology() == Topology.SQUARE ? scale : base.cellPixels();
    }
}
