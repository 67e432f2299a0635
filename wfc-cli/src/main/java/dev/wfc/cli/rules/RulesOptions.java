package dev.wfc.cli.rules;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Where the {@code wfc rules} commands write the contact sheet and the rules as JSON. */
final class RulesOptions {
    @Option(names = "--sheet", paramLabel = "FILE",
            description = "The contact sheet: every pattern or tile orientation, numbered by id, as PNG; missing "
                    + "directories are created (default: output/NAME-rules.png).")
    private Path sheet;

    @Option(names = "--json", paramLabel = "FILE",
            description = "Also write the rules as JSON: the tiles with their names and weights, the allowed "
                    + "neighbours by direction, the dead ends (default: none).")
    private Path json;

    /** The given {@code --sheet}, else {@code output/NAME-rules.png}. */
    Path sheet(String name) {
        return sheet != null ? sheet : Path.of("output", name + "-rules.png");
    }

    /** The {@code --json} file, or null. */
    Path json() {
        return json;
    }
}
