package dev.wfc.cli.options;

import picocli.CommandLine.Option;

/** Whether a tileset may have dead ends; for every command that reads classic tilesets. */
public final class DeadEndOptions {
    @Option(names = "--allow-dead-ends", arity = "0..1", fallbackValue = "true", paramLabel = "true|false",
            description = "Accept a tile that no tile may neighbour on some side (by default an error naming the "
                    + "tile and side; such a tile can only stand at an edge of a non-periodic map) (default: false).")
    private boolean allowDeadEnds;

    public boolean allowed() {
        return allowDeadEnds;
    }
}
