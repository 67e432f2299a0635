package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Backtracking;
import dev.wfc.core.Defaults;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverKind;
import dev.wfc.parallel.SolveParams;

import java.util.Locale;

import static dev.wfc.corpus.spec.SpecChecks.atLeast;
import static dev.wfc.corpus.spec.SpecChecks.or;

/**
 * The spec keys that every model shares: the output size and the solver's options, named and ranged like the
 * options of the single-map commands ({@code SizeOptions}, {@code SolverOptions}, {@code BacktrackOptions}) without
 * their dashes. A missing key takes the option's default; only the default size depends on the model.
 */
record SolveSpec(Integer size, Integer width, Integer height, Boolean periodic, Heuristic heuristic, Integer tries,
                 Long limit, SolverKind solver, PropagatorKind propagator, Boolean backtrack, Long maxBacktracks) {
    /** Every key missing. */
    static final SolveSpec DEFAULTS = new SolveSpec(null, null, null, null, null, null, null, null, null, null, null);
    /** Every key missing but {@code "backtrack": false}. */
    static final SolveSpec RESTARTS_ONLY = new SolveSpec(null, null, null, null, null, null, null, null, null, false,
            null);

    /**
     * The parameters, with {@code defaultSize} for a missing {@code size}.
     *
     * @throws SpecReader.SpecException naming the key of a value out of range
     */
    SolveParams params(int defaultSize) {
        int side = atLeast("size", or(size, defaultSize), 1);
        int w = atLeast("width", or(width, side), 1);
        int h = atLeast("height", or(height, side), 1);
        long steps = limit == null ? -1 : atLeast("limit", limit, 0);
        Long undos = maxBacktracks == null ? null : atLeast("maxBacktracks", maxBacktracks, 1);
        boolean backtracks = or(backtrack, Defaults.BACKTRACK);
        if (!backtracks && undos != null) {
            throw new SpecReader.SpecException("maxBacktracks: " + undos + " with \"backtrack\": false (expected: no "
                    + "maxBacktracks when restarting only)");
        }
        return new SolveParams(w, h, or(periodic, false), or(heuristic, Heuristic.ENTROPY),
                or(solver, SolverKind.INCREMENTAL), or(propagator, PropagatorKind.AUTO),
                atLeast("tries", or(tries, Defaults.TRIES), 1), steps, Backtracking.of(backtracks, undos));
    }

    /**
     * Puts every key of {@code p} into a canonical spec, in the order the README lists them: {@code size} only
     * as {@code width} and {@code height}, enum names in lowercase, no limit as null, {@code backtrack} always (so
     * that specs made under the earlier default, restarts only, never resume into a backtracking corpus), and
     * {@code maxBacktracks} as the limit in force ({@link Defaults#LEGACY_MAX_BACKTRACKS} when restarting only, as
     * canonical specs have always said).
     */
    static void putCanonical(ObjectNode node, SolveParams p) {
        node.put("width", p.width());
        node.put("height", p.height());
        node.put("periodic", p.periodic());
        node.put("heuristic", p.heuristic().name().toLowerCase(Locale.ROOT));
        node.put("tries", p.tries());
        node.put("limit", p.stepLimit() < 0 ? null : p.stepLimit());
        node.put("solver", p.kind().name().toLowerCase(Locale.ROOT));
        node.put("propagator", p.propagator().name().toLowerCase(Locale.ROOT));
        Backtracking b = p.backtracking();
        node.put("backtrack", b != null);
        node.put("maxBacktracks", b != null ? b.maxBacktracks() : Defaults.LEGACY_MAX_BACKTRACKS);
    }
}
