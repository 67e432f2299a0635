package dev.wfc.cli.support;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Reading the commands' input files. A file that cannot be read or used is a {@link CliFailure} with exit code 2
 * whose one-line message names the file (and, for XML, the element at fault). The NAME of default outputs is
 * {@code FileNames}' in wfc-core.
 */
public final class Inputs {
    private Inputs() {
    }

    /** A PNG image of any colour type. */
    public static Image png(Path file) {
        try {
            return Png.read(file);
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (OutOfMemoryError e) {
            throw CliFailure.badInput(file + ": too large to read (out of memory)");
        }
    }

    /**
     * A classic tileset with its images, narrowed to {@code subset} (null for every tile).
     *
     * @param allowDeadEnds whether a tile that no tile may neighbour on some side is accepted
     */
    public static TiledModel tiled(Path xml, String subset, boolean allowDeadEnds) {
        TiledModel.Builder builder = TiledModel.builder(xml).allowDeadEnds(allowDeadEnds);
        if (subset != null) {
            builder.subset(subset);
        }
        try {
            return builder.build();
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (OutOfMemoryError e) {
            throw CliFailure.badInput(xml + ": tile images too large to read (out of memory)");
        }
    }

    /**
     * The topology a tileset declares; one that cannot be read is a failure with exit code 2.
     *
     * @see TiledModel#topology
     */
    public static Topology tilesetTopology(Path xml) {
        try {
            return TiledModel.topology(xml);
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        }
    }

    /** A hex or cube tileset ({@link HexTiles#read}, {@link VoxelTiles#read}); a bad one fails with exit code 2. */
    public static Model gridTiles(Path xml, Topology topology) {
        try {
            return topology == Topology.HEX ? HexTiles.read(xml) : VoxelTiles.read(xml);
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (OutOfMemoryError e) {
            throw CliFailure.badInput(xml + ": tile voxels too large to read (out of memory)");
        }
    }
}
