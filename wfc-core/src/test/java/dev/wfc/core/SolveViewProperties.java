package dev.wfc.core;

import dev.wfc.core.testkit.RandomRuleSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What a listener sees through its {@link SolveView}: on random rule sets, at every step, each cell's entropy is the
 * textbook entropy of the weights of the options the snapshot shows (0 once decided), both solvers and both
 * propagators show exactly the same states, and after the solve the view shows the map the solve returned.
 */
class SolveViewProperties {
    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(1, 2, 3, 5, 8, 63, 64, 65, 128);
    }

    @Property(tries = 80, seed = "61")
    void everySolverShowsTheSameStatesWithTextbookEntropies(@ForAll("tileCounts") int tiles,
                                                           @ForAll @IntRange(min = 1, max = 6) int width,
                                                           @ForAll @IntRange(min = 1, max = 6) int height,
                                                           @ForAll boolean periodic, @ForAll long seed) {
        RandomRuleSet set = RandomRuleSet.generate(tiles, seed);
        Grid grid = new Grid(width, height, periodic);
        List<Recorded> runs = new ArrayList<>();
        for (SolverKind kind : SolverKind.values()) {
            for (PropagatorKind p : new PropagatorKind[] {PropagatorKind.AC4, PropagatorKind.BITSET}) {
                Recorder recorder = new Recorder(set.weights);
                Solver solver;
                try {
                    solver = SolverBuilder.of(set.rules, grid).kind(kind).propagator(p).listener(recorder).build();
                } catch (NoMapPossibleException e) {
                    Statistics.collect("refused");
                    return;
                }
                Solution result = solver.solve(seed);
                if (result.status() != Status.CONTRADICTION) {
                    SolverProperties.assertSame(result, recorder.view.snapshot(), kind + "/" + p + ": after solve");
                }
                runs.add(new Recorded(kind + "/" + p, recorder.states));
            }
        }
        Statistics.collect(runs.get(0).states.isEmpty() ? "no step" : "steps");
        Recorded reference = runs.get(0);
        for (Recorded other : runs.subList(1, runs.size())) {
            assertEquals(reference.states.size(), other.states.size(), other.name + ": steps");
            for (int i = 0; i < reference.states.size(); i++) {
                State a = reference.states.get(i);
                State b = other.states.get(i);
                SolverProperties.assertSame(a.snapshot, b.snapshot, other.name + ": step " + i);
                for (int c = 0; c < grid.cells(); c++) {
                    assertEquals(a.entropies[c], b.entropies[c], 0.0, other.name + ": entropy of cell " + c);
                }
            }
        }
    }

    private record State(Solution snapshot, double[] entropies) {
    }

    private record Recorded(String name, List<State> states) {
    }

    /** Takes a snapshot and every entropy at each step, and checks them against each other. */
    private static final class Recorder implements SolveListener {
        private final double[] weights;
        private final List<State> states = new ArrayList<>();
        private SolveView view;

        Recorder(double[] weights) {
            this.weights = weights;
        }

        @Override
        public void attached(SolveView v) {
            assertEquals(null, view, "attached once");
            view = v;
        }

        @Override
        public void observed(int cell, int tile) {
            Solution s = view.snapshot();
            assertEquals(Status.STEP_LIMIT, s.status(), "a cell is still undecided");
            assertEquals(-1, s.tile(cell), "the chosen cell is undecided before its collapse");
            double[] entropies = new double[view.grid().cells()];
            for (int c = 0; c < entropies.length; c++) {
                entropies[c] = view.entropy(c);
                assertEquals(textbookEntropy(s, c), entropies[c], 1e-9, "entropy of cell " + c);
            }
            states.add(new State(s, entropies));
        }

        /** 0 for a decided cell, else the entropy of the weights of the cell's options, from the snapshot. */
        private double textbookEntropy(Solution s, int cell) {
            if (s.tile(cell) >= 0) {
                return 0;
            }
            double[] w = new double[weights.length];
            for (int t = 0; t < w.length; t++) {
                w[t] = s.possible(cell, t) ? weights[t] : 0;
            }
            return Entropy.of(w);
        }
    }
}
