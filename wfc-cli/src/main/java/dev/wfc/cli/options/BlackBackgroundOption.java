package dev.wfc.cli.options;

import picocli.CommandLine.Option;

/** How a partial tiled map shows the cells no rule has touched; for every command that draws tiled maps. */
public final class BlackBackgroundOption {
    @Option(names = "--black-background", arity = "0..1", fallbackValue = "true", paramLabel = "true|false",
            description = "Draw the cells of a partial map (see --limit) that no rule has touched black instead of "
                    + "the average of every tile (default: false).")
    private boolean blackBackground;

    public boolean blackBackground() {
        return blackBackground;
    }
}
