package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ConstraintCheck;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code --edged-path}, {@code --mirror} and the border areas ({@code ^EDGES-EXCLUDED}): learned maps keep them, as
 * the testkit's ConstraintCheck reads the map's text with its own flood fill, mirror and edge arithmetic; what
 * cannot be read is refused with one line.
 */
class EdgedPathMirrorAreaTest {
    private static final Map<String, Set<String>> ROAD_EXITS = Map.of("-", Set.of("left", "right"),
            "I", Set.of("top", "bottom"), "#", Set.of("left", "right", "top", "bottom"));
    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeExamples() throws IOException {
        Files.writeString(in.resolve("roads.txt"), "....#--#....\n....I..I....\n.#--#..#--#.\n.I........I.\n"
                + ".#--#..#--#.\n....I..I....\n....#--#....\n", StandardCharsets.UTF_8);
        Files.writeString(in.resolve("arrows.txt"), ".<>..\n<>.<>\n..<>.\n", StandardCharsets.UTF_8);
    }

    private ConstraintCheck learn(String example, int seed, String... options) throws IOException {
        Path txt = out.resolve("m.txt");
        List<String> args = new java.util.ArrayList<>(List.of("learn", in.resolve(example).toString(), "--width",
                "16", "--height", "12", "--seed", Integer.toString(seed), "--backtrack", "--out", txt.toString()));
        args.addAll(List.of(options));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return ConstraintCheck.ofChars(Files.readString(txt, StandardCharsets.UTF_8), false);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3})
    void roadsFormOneNetworkByTheirExits(int seed) throws IOException {
        ConstraintCheck map = learn("roads.txt", seed, "--edged-path", "-=left,right;I=top,bottom;#=all",
                "--count", "#=6..");
        assertEquals(List.of(), map.edgedPath(ROAD_EXITS));
        assertEquals(List.of(), map.count(6, Integer.MAX_VALUE, "#"));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3})
    void endPointsJoinedByTheirExits(int seed) throws IOException {
        ConstraintCheck map = learn("roads.txt", seed, "--edged-path", "-=left,right;I=top,bottom;#=all@0,2;15,9;8,5");
        assertEquals(List.of(), map.edgedJoined(ROAD_EXITS, new int[] {0, 2}, new int[] {15, 9}, new int[] {8, 5}));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3})
    void mirroredLeftToRightWithPairedTiles(int seed) throws IOException {
        ConstraintCheck map = learn("arrows.txt", seed, "--mirror", "x=<:>");
        assertEquals(List.of(), map.mirrored(true, Map.of("<", ">", ">", "<")));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3})
    void mirroredTopToBottomInsideBorderAreas(int seed) throws IOException {
        ConstraintCheck map = learn("roads.txt", seed, "--mirror", "y", "--border", "top,bottom-left,right=#|-",
                "--ban-border", "^all-top=I");
        assertEquals(List.of(), map.mirrored(false, Map.of()));
        assertEquals(List.of(), map.area(Set.of("top", "bottom"), Set.of("left", "right"), false, false, "#", "-"));
        assertEquals(List.of(), map.area(Set.of("left", "right", "top", "bottom"), Set.of("top"), true, true, "I"));
    }

    @Test
    void theCheckerSeesAViolation() {
        ConstraintCheck map = ConstraintCheck.ofChars("#-.#\n....\n-..I\n", false);
        assertEquals(1, map.edgedPath(Map.of("-", Set.of("left", "right"), "#", Set.of("left", "right"))).size());
        assertEquals(4, map.mirrored(true, Map.of()).size());
        assertEquals(1, map.edgedJoined(Map.of("-", Set.of("left", "right"), "#", Set.of("left", "right")),
                new int[] {0, 0}, new int[] {1, 0}, new int[] {3, 0}).size());
        assertEquals(1, map.edgedJoined(Map.of("#", Set.of("left")), new int[] {0, 0}, new int[] {1, 1}).size());
        assertEquals(List.of("area cell (3, 2) holds I"), map.area(Set.of("bottom"), Set.of("left"), false, true,
                "I"));
        assertEquals(List.of("area cell (1, 1) holds .", "area cell (2, 1) holds ."),
                map.area(Set.of("left", "right", "top", "bottom"), Set.of(), true, false, "-"));
    }

    @Test
    void refusesWhatItCannotRead() throws IOException {
        for (String[] c : new String[][] {{"--mirror", "z", "--mirror z: cannot read"},
            {"--mirror", "x=<", "--mirror x=<: cannot read"}, {"--mirror", "x=<:q", "'q' names no tile"},
            {"--mirror", "x=<:.|<:>", "a tile paired twice"}, {"--edged-path", "<", "--edged-path <: cannot read"},
            {"--edged-path", "<=up", "side 'up' (expected: left, right, top, bottom or all on a square grid)"},
            {"--edged-path", "q=left", "'q' names no tile"},
            {"--edged-path", "<=left@1", "cannot read"}, {"--edged-path", "<=left@8,0", "end point (8, 0): outside"},
            {"--border", "^-left=.", "edge ''"}, {"--border", "top-left-right=.", "cannot read"},
            {"--ban-border", "top-middle=.", "edge 'middle'"}}) {
            CliRun run = CliRun.of("learn", in.resolve("arrows.txt").toString(), "--width", "8", "--height", "6",
                    c[0], c[1], "--out", out.resolve("m.txt").toString());
            assertOneLineError(run, "learn", ExitCodes.BAD_INPUT, out, c[2]);
        }
    }
}
