package dev.wfc.cli.options;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.Inputs;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.SteeringStatement;
import dev.wfc.core.topo.Topology;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Designer constraints for the commands that make one map: pinned cells, a pin mask, borders (forcing or banning),
 * rows, counts, connectivity, paths between end points, paths by tile exits, mirrors, run lengths, separation and
 * per-cell weights, with tiles
 * named as {@link dev.wfc.core.model.Steering} names them.
 * Each option may be repeated; NAMES is {@code NAME[|NAME...]}.
 */
public final class SteeringOptions {
    @Option(names = "--pin", paramLabel = "X,Y[,Z]=NAMES|random=NAMES",
            description = "Cell (X, Y) (0-based, from the top left; an axial cell on a hex map; (X, Y, Z) on a cube"
                    + " map, Z the layer from the bottom) may only hold the tiles named; NAMES is "
                    + SteeringValues.NAMES + ", a name standing for every tile named so or so plus a space and more"
                    + " (water: every orientation of water); random: one cell drawn from --seed (the same cell for the "
                    + "same seed and size); may be repeated (default: none).")
    private List<String> pins = new ArrayList<>();

    @Option(names = "--pin-mask", paramLabel = "FILE.png",
            description = "A PNG of the grid's size: every pixel that is not fully transparent pins its cell to "
                    + "the tiles of its colour (#RRGGBB, #RRGGBBAA if not opaque) (default: none).")
    private Path pinMask;

    @Option(names = "--border", paramLabel = "[outline:][^]EDGES[-EXCLUDED]=NAMES",
            description = "Cells on the edges (comma-separated: left, right, top, bottom, on a cube also above and "
                    + "below, the top and bottom layers, or all) may only hold "
                    + "the tiles named; -EXCLUDED takes out the cells on those edges (top-left,right: the top row "
                    + "without its corners), a leading ^ turns the area inside out (^all: the cells off the edges); "
                    + "outline: puts the edges where the map ends, the mask's holes included (a cell whose neighbour "
                    + "across the edge does not exist); may be repeated (default: none).")
    private List<String> borders = new ArrayList<>();

    @Option(names = "--ban-border", paramLabel = "[outline:][^]EDGES[-EXCLUDED]=NAMES",
            description = "Cells of the area (as for --border) may not hold the tiles named; may be repeated "
                    + "(default: none).")
    private List<String> banBorders = new ArrayList<>();

    @Option(names = "--row", paramLabel = "Y=NAMES",
            description = "Cells of row Y (0 is the top; on a cube map in every layer) may only hold the tiles named;"
                    + " may be repeated (default: none).")
    private List<String> rows = new ArrayList<>();

    @Option(names = "--count", paramLabel = "NAMES=MIN..MAX",
            description = "Between MIN and MAX cells hold one of the tiles named; K means exactly K, MIN.. no "
                    + "upper bound, ..MAX at most MAX; may be repeated (default: none).")
    private List<String> counts = new ArrayList<>();

    @Option(names = "--connected", paramLabel = "NAMES",
            description = "The cells holding one of the tiles named form one region connected through the grid's "
                    + "neighbours (4 on a square, 6 on a hex or cube map); may be repeated (default: none).")
    private List<String> connected = new ArrayList<>();

    @Option(names = "--path", paramLabel = "NAMES@X,Y[,Z][;X,Y[,Z]...]",
            description = "The cells (X, Y) ((X, Y, Z) on a cube map) hold one of the tiles named and are joined by "
                    + "one path of such cells, neighbour to neighbour; other cells of those tiles are free; may be "
                    + "repeated (default: none).")
    private List<String> paths = new ArrayList<>();

    @Option(names = "--edged-path", paramLabel = "NAME=SIDES[;NAME=SIDES...][@X,Y[;X,Y...]]",
            description = "The cells holding a tile named form one network, two neighbours joining only where "
                    + "each opens towards the other; SIDES (comma-separated: left, right, top, bottom, on a cube map "
                    + "also above, below, on a hex map left, right, up-left, up-right, down-left, down-right; or all) "
                    + "are the sides that the tiles NAME names open to; other tiles are off the path. With end "
                    + "points (X,Y,Z on a cube map), only those cells must hold path tiles and be joined; may be "
                    + "repeated (default: none).")
    private List<String> edgedPaths = new ArrayList<>();

    @Option(names = "--mirror", paramLabel = "x|y[=A:B[|C:D...]]",
            description = "The map is its own mirror image, left to right (x) or top to bottom (y): the cell "
                    + "across the middle holds the tile's mirror image, which is the tile itself but for the pairs "
                    + "given (the tile named A is B's image and back; each name names one tile); square and cube "
                    + "maps (each layer); may be repeated (default: none).")
    private List<String> mirrors = new ArrayList<>();

    @Option(names = "--max-run", paramLabel = "NAMES=K[,AXIS...]",
            description = "No more than K cells in a row hold one of the tiles named, along every axis of the map, "
                    + "or only the axes given: x (rows), y (columns), on a cube map z (up through the layers), on a "
                    + "hex map xy (up-left to down-right; its y runs up-right to down-left); may be repeated "
                    + "(default: none).")
    private List<String> maxRuns = new ArrayList<>();

    @Option(names = "--separation", paramLabel = "NAMES=D",
            description = "Two cells holding one of the tiles named lie at least D neighbour steps apart (Manhattan "
                    + "distance on a square or cube map, hex distance on a hex map; across the edges of a periodic "
                    + "map, round the holes of a mask); may be repeated (default: none).")
    private List<String> separations = new ArrayList<>();

    @Option(names = "--weight", paramLabel = "[#RRGGBB:]NAMES=FACTOR",
            description = "Per-cell weights: multiplies the weight of the tiles named by FACTOR (a decimal >= 0; 0 "
                    + "bans them) in the cells whose pixel in --weight-map has the colour given (#RRGGBB, "
                    + "#RRGGBBAA if not opaque), or in every cell without a colour; may be repeated, factors that "
                    + "meet multiply (default: none, the rules' weights).")
    private List<String> weights = new ArrayList<>();

    @Option(names = "--weight-map", paramLabel = "FILE.png",
            description = "A PNG of the grid's size whose colours mark the regions that --weight names (default: "
                    + "none).")
    private Path weightMap;

    /** Whether no option is given. @throws CliFailure as {@link #statements} */
    public boolean isEmpty() {
        return statements(0, Topology.SQUARE).isEmpty();
    }

    /**
     * The statements of the options, by option in the order above and each in the order given.
     *
     * @param seed the map's seed, which draws the cell of {@code --pin random=NAMES}
     * @param topology the map's: a cell is X,Y,Z on a cube and X,Y elsewhere; it names the axes of {@code --max-run}
     * @throws CliFailure with exit code 2 naming the option and value that cannot be read, or a mask file that
     *     cannot be read
     */
    public List<SteeringStatement> statements(long seed, Topology topology) {
        List<SteeringStatement> out = new ArrayList<>();
        for (String pin : pins) {
            out.add(SteeringValues.pin("--pin " + pin, pin, seed, topology));
        }
        if (pinMask != null) {
            out.add(SteeringStatement.pinMask("--pin-mask " + pinMask, Inputs.png(pinMask)));
        }
        for (String border : borders) {
            out.add(SteeringValues.border("--border " + border, border, false));
        }
        for (String border : banBorders) {
            out.add(SteeringValues.border("--ban-border " + border, border, true));
        }
        for (String row : rows) {
            out.add(SteeringValues.row("--row " + row, row));
        }
        for (String count : counts) {
            out.add(SteeringValues.count("--count " + count, count));
        }
        for (String names : connected) {
            out.add(SteeringStatement.connected("--connected " + names, SteeringValues.names(names)));
        }
        for (String path : paths) {
            out.add(SteeringValues.path("--path " + path, path, topology));
        }
        for (String path : edgedPaths) {
            out.add(SteeringValues.edgedPath("--edged-path " + path, path, topology));
        }
        for (String mirror : mirrors) {
            out.add(SteeringValues.mirror("--mirror " + mirror, mirror));
        }
        for (String run : maxRuns) {
            out.add(SteeringValues.maxRun("--max-run " + run, run, topology));
        }
        for (String sep : separations) {
            out.add(SteeringValues.separation("--separation " + sep, sep));
        }
        if (!weights.isEmpty()) {
            out.add(weightStatement());
        } else if (weightMap != null) {
            throw CliFailure.badInput("--weight-map " + weightMap + ": no --weight names a colour of it (expected: "
                    + "--weight #RRGGBB:NAMES=FACTOR)");
        }
        return out;
    }

    /** Every --weight as one statement (a solver has one weight map), labelled by all of them. */
    private SteeringStatement weightStatement() {
        List<Steering.WeightFactor> factors = new ArrayList<>();
        for (String weight : weights) {
            factors.add(SteeringValues.weightFactor("--weight " + weight, weight));
        }
        String label = "--weight " + String.join(" --weight ", weights);
        return SteeringStatement.weights(label, weightMap == null ? null : Inputs.png(weightMap), factors);
    }

    /**
     * Refuses {@code --mirror} for {@code command}, whose tiles are patterns: a pattern's mirror image is another
     * pattern, not one that a name can pair.
     *
     * @throws CliFailure with exit code 2 if {@code --mirror} is given
     */
    public void refuseMirrors(String command) {
        if (!mirrors.isEmpty()) {
            throw CliFailure.badInput("--mirror " + mirrors.get(0) + ": " + command + " (expected: wfc tiled or wfc"
                    + " learn; an overlapping model's patterns mirror into other patterns, which names cannot pair)");
        }
    }
}
