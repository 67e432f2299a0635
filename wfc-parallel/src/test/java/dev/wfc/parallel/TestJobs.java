package dev.wfc.parallel;

import dev.wfc.core.Direction;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.SolveListener;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.testkit.RandomRuleSet;

/** Small jobs for batch tests. */
final class TestJobs {
    private TestJobs() {
    }

    /** The rules of a random rule set on a plain grid: contradictions happen for some seeds. */
    static MapModel random(int tiles, long seed) {
        Rules rules = RandomRuleSet.generate(tiles, seed).rules;
        return (w, h, periodic) -> SolverBuilder.of(rules, new Grid(w, h, periodic));
    }

    /** Two tiles that must alternate everywhere: an odd periodic side fails every attempt, never at build time. */
    static MapModel checkerboard() {
        Rules.Builder b = Rules.builder(2);
        for (int d = 0; d < Direction.COUNT; d++) {
            b.allow(0, 1, d);
        }
        Rules rules = b.build();
        return (w, h, periodic) -> SolverBuilder.of(rules, new Grid(w, h, periodic));
    }

    /** Any tile beside any other: every attempt succeeds; {@code listener} hears each solver's events. */
    static MapModel free(SolveListener listener) {
        Rules.Builder b = Rules.builder(3);
        for (int d = 0; d < Direction.COUNT; d++) {
            for (int a = 0; a < 3; a++) {
                for (int c = 0; c < 3; c++) {
                    b.allow(a, c, d);
                }
            }
        }
        Rules rules = b.build();
        return (w, h, periodic) -> SolverBuilder.of(rules, new Grid(w, h, periodic)).listener(listener);
    }
}
