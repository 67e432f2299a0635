package dev.wfc.core;

import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.AdjacencyCheck;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Backjumps against the naive oracle where they happen: random rule sets seldom make backtracking thrash, the classic
 * Summer tileset at 20x20 does (about one seed in six jumps). Its 40 tiles are widened to T tiles, tile t acting as
 * Summer's tile t mod 40 (same weight, same neighbours), so that the edge word counts are covered with the same
 * difficulty. For each T the first seeds whose map differs from one undo at a time are solved by the naive solver and
 * by every propagator, which must make the same map; the map is checked against the rules by the testkit.
 */
class BackjumpOracleTest {
    private static final int SIDE = 20;
    private static final int JUMPING_SEEDS = 2;

    @ParameterizedTest
    @ValueSource(ints = {40, 63, 64, 65, 128})
    void naiveAndIncrementalJumpAlike(int tiles) throws IOException {
        Rules summer = TiledModel.builder(SampleFiles.root().resolve("tilesets/Summer.xml")).build().rules();
        boolean[][][] allowed = new boolean[4][tiles][tiles];
        Rules rules = widened(summer, tiles, allowed);
        Grid grid = new Grid(SIDE, SIDE, false);
        Backtracking jumping = new Backtracking(200, 1000, true);
        Solver fast = SolverBuilder.of(rules, grid).backtracking(jumping).tries(2).build();
        Solver chronological = SolverBuilder.of(rules, grid).backtracking(new Backtracking(200, 1000, false))
                .tries(2).build();
        int jumped = 0;
        for (long seed = 0; seed < 60 && jumped < JUMPING_SEEDS; seed++) {
            Solution s = fast.solve(seed);
            if (s.equals(chronological.solve(seed))) {
                continue;
            }
            jumped++;
            Solution naive = SolverBuilder.of(rules, grid).kind(SolverKind.NAIVE).backtracking(jumping).tries(2)
                    .build().solve(seed);
            for (var p : PropagatorVariants.all().entrySet()) {
                Solution other = p.getValue().apply(SolverBuilder.of(rules, grid)).backtracking(jumping).tries(2)
                        .build().solve(seed);
                SolverProperties.assertSame(naive, other, "T " + tiles + " seed " + seed + " " + p.getKey());
            }
            if (naive.solved()) {
                assertNull(AdjacencyCheck.firstViolation(naive.tiles(), SIDE, SIDE, false, allowed));
            }
        }
        assertTrue(jumped == JUMPING_SEEDS, "T " + tiles + ": only " + jumped + " of 60 seeds jumped");
    }

    /** Summer's rules on {@code tiles} tiles, tile t as Summer's t mod 40; fills {@code allowed} from the raw rules. */
    private static Rules widened(Rules base, int tiles, boolean[][][] allowed) {
        int b = base.tileCount();
        Rules.Builder r = Rules.builder(tiles);
        for (int t = 0; t < tiles; t++) {
            r.weight(t, base.weight(t % b));
        }
        for (int d = 0; d < 4; d++) {
            for (int x = 0; x < tiles; x++) {
                for (int y = 0; y < tiles; y++) {
                    if (base.allows(x % b, y % b, d)) {
                        r.allow(x, y, d);
                        allowed[d][x][y] = true;
                    }
                }
            }
        }
        return r.build();
    }
}
