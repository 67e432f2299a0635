package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The examples a {@link LearnedModelBuilder} has collected, read from each kind of input, with the form, topology and
 * palette they fix: the first example sets the form (and a voxel or hexagonal Tiled example the topology), and every
 * later one must agree. Each method is the builder's method of the same job; it documents the checks.
 */
final class LearnedExamples {
    private final List<AdjacencyLearner.Example> examples = new ArrayList<>();
    private LearnedModel.Form form;
    private Topology topology;
    private int[] palette;

    /** {@link LearnedModelBuilder#topology}. */
    void topology(Topology t) {
        Checks.once(topology, "topology");
        if (!examples.isEmpty()) {
            throw new IllegalStateException("topology: set after an example (expected: before the examples)");
        }
        topology = java.util.Objects.requireNonNull(t, "topology");
    }

    /** {@link LearnedModelBuilder#example(Image)}. */
    void image(Image image) {
        add(LearnedModel.Form.IMAGE, image.argb(), image.width());
    }

    /** {@link LearnedModelBuilder#example(Image, boolean[])}. */
    void image(Image image, boolean[] exists) {
        if (topology() != Topology.HEX) {
            throw new WfcInputException("example " + (examples.size() + 1) + ": a masked image (expected: a "
                    + "hex model)");
        }
        Grid.builder(Topology.HEX).size(image.width(), image.height()).mask(exists).build(); // checks the mask
        add(LearnedModel.Form.IMAGE, new AdjacencyLearner.Example(image.argb().clone(), image.width(),
                image.height(), 1, exists.clone()));
    }

    /** {@link LearnedModelBuilder#example(TmxMap)}. */
    void tiles(TmxMap map) {
        tiles(map, Integer.toString(examples.size() + 1));
    }

    /** {@link #tiles(TmxMap)}; {@code which} names the example in messages. */
    private void tiles(TmxMap map, String which) {
        if (topology == null && examples.isEmpty() && map.hexagonal()) {
            topology = Topology.HEX;
        }
        Topology want = map.hexagonal() ? Topology.HEX : Topology.SQUARE;
        if (topology() != want) {
            throw new WfcInputException("example " + which + ": a " + (map.hexagonal() ? "hexagonal"
                    : "orthogonal") + " map (expected: a " + topology().id() + " model for it)");
        }
        checkForm(LearnedModel.Form.TILES, which);
        if (!map.hexagonal()) {
            add(LearnedModel.Form.TILES, map.gids(), map.width());
            return;
        }
        TmxMap.Axial axial = map.axial();
        add(LearnedModel.Form.TILES, new AdjacencyLearner.Example(axial.gids(), axial.width(), axial.height(), 1,
                axial.inside()));
    }

    /** {@link LearnedModelBuilder#example(Voxels)}. */
    void voxels(Voxels voxels) {
        voxels(voxels, Integer.toString(examples.size() + 1));
    }

    /** {@link #voxels(Voxels)}; {@code which} names the example in messages. */
    private void voxels(Voxels voxels, String which) {
        if (topology == null && examples.isEmpty()) {
            topology = Topology.CUBE;
        }
        if (topology() != Topology.CUBE) {
            throw new WfcInputException("example " + which + ": voxels (expected: a cube model for voxels)");
        }
        checkForm(LearnedModel.Form.VOXEL, which);
        if (palette != null && !Arrays.equals(palette, voxels.palette())) {
            throw new WfcInputException("example " + which + ": palette differs from example 1's (expected: "
                    + "one palette for all voxel examples)");
        }
        palette = voxels.palette().clone();
        add(LearnedModel.Form.VOXEL, new AdjacencyLearner.Example(voxels.colors().clone(), voxels.width(),
                voxels.height(), voxels.depth(), null));
    }

    /** {@link LearnedModelBuilder#example(CharGrid)}. */
    void text(CharGrid text) {
        add(LearnedModel.Form.TEXT, text.codePoints(), text.width());
    }

    /** {@link LearnedModelBuilder#example(Path)}. */
    void read(Path file) throws IOException {
        String lower = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (lower.endsWith(".vox")) {
            checkForm(LearnedModel.Form.VOXEL, file.toString());
            voxels(Vox.read(file), file.toString());
        } else if (lower.endsWith(".tmx")) {
            checkForm(LearnedModel.Form.TILES, file.toString());
            tiles(TmxMap.read(file), file.toString());
        } else if (lower.endsWith(".png")) {
            checkForm(LearnedModel.Form.IMAGE, file.toString());
            image(Png.read(file));
        } else {
            checkForm(LearnedModel.Form.TEXT, file.toString());
            text(CharGrid.read(file));
        }
    }

    /** {@link LearnedModelBuilder#build()} with {@code symmetry} already defaulted. */
    LearnedModel learn(int symmetry, boolean periodicInput) {
        if (examples.isEmpty()) {
            throw new IllegalStateException("examples: none (expected: at least one)");
        }
        Topology topo = topology();
        Checks.symmetry(symmetry, topo);
        if (topo != Topology.SQUARE && form == LearnedModel.Form.TEXT) {
            throw new WfcInputException("examples: text (expected: images or voxels on a " + topo.id()
                    + " model)");
        }
        AdjacencyLearner.Learned learned = AdjacencyLearner.learn(examples, topo, symmetry, periodicInput);
        return new LearnedModel(form, topo, palette, learned.symbols(), learned.counts(), learned.rules());
    }

    private Topology topology() {
        return topology == null ? Topology.SQUARE : topology;
    }

    private void add(LearnedModel.Form f, int[] cells, int width) {
        add(f, new AdjacencyLearner.Example(cells.clone(), width, cells.length / width, 1, null));
    }

    private void add(LearnedModel.Form f, AdjacencyLearner.Example example) {
        checkForm(f, Integer.toString(examples.size() + 1));
        form = f;
        examples.add(example);
    }

    private void checkForm(LearnedModel.Form f, String example) {
        if (form != null && form != f) {
            throw new WfcInputException("example " + example + ": " + f.name().toLowerCase(Locale.ROOT)
                    + " (expected: " + form.name().toLowerCase(Locale.ROOT) + ", like the first example)");
        }
    }
}
