package dev.wfc.cli.options;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverKind;
import dev.wfc.parallel.SolveParams;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.function.Supplier;

/** How a map is solved, and how its end is reported; for every command that runs the solver. */
public final class SolverOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--heuristic", paramLabel = "NAME", defaultValue = "entropy",
            description = "Which cell to collapse next: entropy (lowest Shannon entropy), mrv (fewest options) "
                    + "or scanline (row by row) (default: ${DEFAULT-VALUE}).")
    private Heuristic heuristic;

    private int tries;
    private Long limit;

    @Option(names = "--solver", paramLabel = "KIND", defaultValue = "incremental",
            description = "incremental (fast) or naive (the textbook reference; same output, much slower) "
                    + "(default: ${DEFAULT-VALUE}).")
    private SolverKind kind;

    @Option(names = "--propagator", paramLabel = "KIND", defaultValue = "auto",
            description = "auto (chosen from the pattern count and size), ac4 or bitset; all give the same output "
                    + "(default: ${DEFAULT-VALUE}).")
    private PropagatorKind propagator;

    @Mixin
    private BacktrackOptions backtrack;

    @Option(names = "--tries", paramLabel = "N", defaultValue = "10",
            description = "Attempts, each with a seed derived from --seed, before giving up (default: ${DEFAULT-VALUE}).")
    void setTries(int value) {
        tries = (int) Args.atLeast(mixee, "--tries", value, 1);
    }

    @Option(names = "--limit", paramLabel = "STEPS",
            description = "Stop each attempt after this many collapse steps and write the partial map "
                    + "(default: none).")
    void setLimit(long value) {
        limit = Args.atLeast(mixee, "--limit", value, 0);
    }

    public SolverKind kind() {
        return kind;
    }

    public PropagatorKind propagator() {
        return propagator;
    }

    /** Every option, for an output of {@code width} x {@code height}. */
    public SolveParams params(int width, int height, boolean periodic) {
        long steps = limit == null ? -1 : limit;
        return new SolveParams(width, height, periodic, heuristic, kind, propagator, tries, steps,
                backtrack.backtracking());
    }

    /**
     * Checks that {@code solution} may be written and returns a note for the summary line: empty when solved,
     * the reason when partial.
     *
     * @param diagnosis where the last try went wrong, in words; asked only if every try did
     * @throws CliFailure with exit code 3 if every try ran into a contradiction
     */
    public String outcome(Solution solution, Supplier<String> diagnosis) {
        return switch (solution.status()) {
            case SOLVED -> "";
            case STEP_LIMIT -> "; partial: stopped after --limit " + limit + " steps";
            case CONTRADICTION -> throw CliFailure.noSolution("no solution within --tries " + tries + " (seed "
                    + solution.seed() + "; in the last try " + diagnosis.get() + "; try another --seed or more "
                    + "--tries)");
            case CANCELLED -> throw CliFailure.failed("the solve was cancelled");
        };
    }
}
