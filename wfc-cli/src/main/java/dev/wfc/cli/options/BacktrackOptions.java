package dev.wfc.cli.options;

import dev.wfc.cli.support.Args;
import dev.wfc.core.Backtracking;
import dev.wfc.core.Defaults;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Whether a contradiction undoes the last choice (backtracking, the default) instead of restarting the attempt; part
 * of {@link SolverOptions}, and used alone by commands that take the other solver settings from elsewhere.
 */
public final class BacktrackOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--backtrack", negatable = true, arity = "0..1", fallbackValue = "true",
            paramLabel = "true|false", description = "On a contradiction, undo the last choice and try another "
                    + "instead of restarting the attempt, up to --max-backtracks undos, then restart (default: "
                    + Defaults.BACKTRACK + "). --no-backtrack (--backtrack=false) restarts at every contradiction, "
                    + "the earlier default.")
    private boolean backtrack = Defaults.BACKTRACK;

    private Long maxBacktracks;

    @Option(names = "--max-backtracks", paramLabel = "N",
            description = "Undos allowed in one attempt before it fails and the next try restarts (default: "
                    + Defaults.MAX_BACKTRACKS + "); not with --no-backtrack.")
    void setMaxBacktracks(long value) {
        maxBacktracks = Args.atLeast(mixee, "--max-backtracks", value, 1);
    }

    /**
     * The limits to backtrack within, or null to restart on every contradiction.
     *
     * @throws picocli.CommandLine.ParameterException for --max-backtracks with --no-backtrack
     */
    public Backtracking backtracking() {
        if (!backtrack && maxBacktracks != null) {
            throw new ParameterException(mixee.commandLine(), "--max-backtracks: " + maxBacktracks + " with "
                    + "--no-backtrack (expected: one of them; --no-backtrack restarts at every contradiction)");
        }
        return Backtracking.of(backtrack, maxBacktracks);
    }
}
