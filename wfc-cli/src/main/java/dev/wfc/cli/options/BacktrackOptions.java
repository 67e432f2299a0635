package dev.wfc.cli.options;

import dev.wfc.cli.support.Args;
import dev.wfc.core.Backtracking;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Whether a contradiction undoes the last choice (backtracking) instead of restarting the attempt; part of
 * {@link SolverOptions}, and used alone by commands that take the other solver settings from elsewhere.
 */
public final class BacktrackOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--backtrack", arity = "0..1", fallbackValue = "true", paramLabel = "true|false",
            description = "On a contradiction, undo the last choice and try another instead of restarting the "
                    + "attempt; solves maps that restarts rarely finish (default: false).")
    private boolean backtrack;

    private Long maxBacktracks;

    @Option(names = "--max-backtracks", paramLabel = "N",
            description = "Undos allowed in one attempt before it fails and the next try restarts; implies "
                    + "--backtrack (default: 10000).")
    void setMaxBacktracks(long value) {
        maxBacktracks = Args.atLeast(mixee, "--max-backtracks", value, 1);
    }

    /** The limits to backtrack within, or null to restart on every contradiction. */
    public Backtracking backtracking() {
        return Backtracking.of(backtrack, maxBacktracks);
    }
}
