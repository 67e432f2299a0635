package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Collects the examples and options of a {@link LearnedModel}; {@link #build()} learns the rules. Made by
 * {@link LearnedModel#builder()}.
 */
public final class LearnedModelBuilder {
    private final LearnedExamples examples = new LearnedExamples();
    private boolean periodicInput;
    private boolean periodicInputSet;
    private int symmetry;

    LearnedModelBuilder() {
    }

    /** Whether to learn the pairs that wrap around the examples' edges; default false. May be called once. */
    public LearnedModelBuilder periodicInput(boolean periodic) {
        Checks.once(periodicInputSet, "periodicInput");
        periodicInputSet = true;
        periodicInput = periodic;
        return this;
    }

    /**
     * How many symmetries of each example to learn from; default 1. 1..8 of the square's (on a cube, applied to
     * every horizontal layer), or 1..12 of the hexagon's on a hexagonal model (6 turns by 60 degrees, each also
     * mirrored, in {@code LatticeSymmetry}'s order: identity, mirror, turn, its mirror, ...). The range is
     * checked here against the widest, 1..12, and against the topology's at {@link #build()}. May be called
     * once.
     */
    public LearnedModelBuilder symmetry(int symmetry) {
        Checks.once(this.symmetry != 0, "symmetry");
        this.symmetry = Checks.inRange("symmetry", symmetry, 1, Defaults.MAX_HEX_SYMMETRY);
        return this;
    }

    /**
     * The grid kind of the examples and outputs; default {@link Topology#SQUARE}, or {@link Topology#CUBE} once a
     * voxel example is added. May be called once, before any example.
     *
     * @throws IllegalStateException after an example, or if set twice
     */
    public LearnedModelBuilder topology(Topology t) {
        examples.topology(t);
        return this;
    }

    /** Adds an image example, a tile per colour. @throws IllegalArgumentException after a text example */
    public LearnedModelBuilder example(Image image) {
        examples.image(image);
        return this;
    }

    /**
     * Adds an image example of a hexagonal model cut by a mask: only pixels {@code p} with {@code exists[p]} are
     * cells (a Tiled map of offset rows becomes such a rhombus).
     *
     * @throws IllegalArgumentException unless the topology is hexagonal, the mask matches the image and holds a
     *     cell, or after a text example
     */
    public LearnedModelBuilder example(Image image, boolean[] exists) {
        examples.image(image, exists);
        return this;
    }

    /**
     * Adds a Tiled map's first tile layer: a tile per global tile id. A hexagonal map is read onto the axial
     * grid ({@link TmxMap#axial()}: a band of offset rows, the rest of its box masked out) and makes the model
     * hexagonal unless {@link #topology} said otherwise; an orthogonal map is a square example.
     *
     * @throws IllegalArgumentException if the map's orientation does not fit the model's topology, or after an
     *     example of another kind
     */
    public LearnedModelBuilder example(TmxMap map) {
        examples.tiles(map);
        return this;
    }

    /**
     * Adds a voxel example: a tile per colour index, empty space included. The first one sets the palette, and
     * makes the model cubic unless {@link #topology} said otherwise.
     *
     * @throws IllegalArgumentException on a non-cubic model, after an image or text example, or if its palette
     *     differs from the first voxel example's
     */
    public LearnedModelBuilder example(Voxels voxels) {
        examples.voxels(voxels);
        return this;
    }

    /** Adds a text example, a tile per character. @throws IllegalArgumentException after an image example */
    public LearnedModelBuilder example(CharGrid text) {
        examples.text(text);
        return this;
    }

    /**
     * Reads and adds an example: a PNG image if the name ends in {@code .png} (any case), else UTF-8 text.
     *
     * @throws IOException if the file cannot be read or is not a valid example (see {@link Png#read},
     *     {@link CharGrid#read})
     * @throws IllegalArgumentException if its kind differs from the earlier examples'
     */
    public LearnedModelBuilder example(Path file) throws IOException {
        examples.read(file);
        return this;
    }

    /** @throws IllegalStateException if no example was added */
    public LearnedModel build() {
        return examples.learn(symmetry == 0 ? Defaults.LEARNED_SYMMETRY : symmetry, periodicInput);
    }
}
