package dev.wfc.core.model;

import dev.wfc.core.Direction;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.InvalidInputException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The learned-adjacency model against {@link LearnedOracle} on random text examples. */
class LearnedProperties {

    @Provide
    Arbitrary<String> grid() {
        return Arbitraries.integers().between(1, 5).flatMap(w -> Arbitraries.strings().withChars("abcd")
                .ofLength(w).list().ofMinSize(1).ofMaxSize(5).map(rows -> String.join("\n", rows) + "\n"));
    }

    @Provide
    Arbitrary<List<String>> examples() {
        return grid().list().ofMinSize(1).ofMaxSize(3);
    }

    @Property(tries = 300, seed = "20240601")
    void rulesAreExactlyTheExamplesAdjacenciesAndWeightsTheirCounts(
            @ForAll("examples") List<String> examples,
            @ForAll boolean periodicInput, @ForAll @IntRange(min = 1, max = 8) int symmetry)
            throws InvalidInputException {
        LearnedModel m = model(examples, periodicInput, symmetry);
        List<int[][]> grids = examples.stream().map(LearnedOracle::grid).toList();
        assertEquals(LearnedOracle.adjacencies(grids, periodicInput, symmetry, LearnedOracle.Names.CHARS),
                triples(m));
        Map<String, Integer> counts = new HashMap<>();
        for (int t = 0; t < m.tileCount(); t++) {
            counts.put(m.tileNames().get(t), (int) m.weight(t));
            assertEquals(m.weight(t), m.rules().weight(t));
        }
        assertEquals(LearnedOracle.counts(grids, symmetry, LearnedOracle.Names.CHARS), counts);
    }

    @Property(tries = 200, seed = "20240602")
    void combiningTwoExamplesAllowsExactlyTheUnionAndAddsCounts(
            @ForAll("grid") String a, @ForAll("grid") String b,
            @ForAll boolean periodicInput, @ForAll @IntRange(min = 1, max = 8) int symmetry)
            throws InvalidInputException {
        LearnedModel ma = model(List.of(a), periodicInput, symmetry);
        LearnedModel mb = model(List.of(b), periodicInput, symmetry);
        LearnedModel both = model(List.of(a, b), periodicInput, symmetry);
        Set<String> union = new HashSet<>(triples(ma));
        union.addAll(triples(mb));
        assertEquals(union, triples(both));
        Map<String, Double> sum = new HashMap<>();
        for (LearnedModel m : List.of(ma, mb)) {
            for (int t = 0; t < m.tileCount(); t++) {
                sum.merge(m.tileNames().get(t), m.weight(t), Double::sum);
            }
        }
        for (int t = 0; t < both.tileCount(); t++) {
            assertEquals(sum.get(both.tileNames().get(t)), both.weight(t));
        }
        assertEquals(sum.size(), both.tileCount());
    }

    @Property(tries = 100, maxDiscardRatio = 3, seed = "20240603")
    void solvedMapsContainOnlyAdjacenciesOfTheExamples(
            @ForAll("grid") String example, @ForAll @IntRange(min = 1, max = 8) int symmetry,
            @ForAll boolean periodicOutput, @ForAll long seed) throws InvalidInputException {
        LearnedModel m = model(List.of(example), true, symmetry);
        Solution map = m.solverBuilder(7, 6, periodicOutput).tries(20).build().solve(seed);
        Assume.that(map.solved());
        Set<String> allowed = LearnedOracle.adjacencies(List.<int[][]>of(LearnedOracle.grid(example)), true, symmetry,
                LearnedOracle.Names.CHARS);
        Set<String> used = LearnedOracle.pairs(LearnedOracle.grid(m.text(map)), periodicOutput,
                LearnedOracle.Names.CHARS);
        used.removeAll(allowed);
        assertTrue(used.isEmpty(), "not in the example: " + used);
    }

    static LearnedModel model(List<String> examples, boolean periodicInput, int symmetry)
            throws InvalidInputException {
        LearnedModelBuilder b = LearnedModel.builder().periodicInput(periodicInput).symmetry(symmetry);
        for (String e : examples) {
            b.example(CharGrid.parse(e, "example"));
        }
        return b.build();
    }

    /** The model's allowed adjacencies as "a|b|d" over tile names. */
    static Set<String> triples(LearnedModel m) {
        Rules rules = m.rules();
        List<String> names = new ArrayList<>(m.tileNames());
        Set<String> out = new HashSet<>();
        for (int d = 0; d < Direction.COUNT; d++) {
            for (int a = 0; a < rules.tileCount(); a++) {
                for (int b : rules.compatibleTiles(a, d)) {
                    out.add(names.get(a) + "|" + names.get(b) + "|" + d);
                }
            }
        }
        return out;
    }
}
