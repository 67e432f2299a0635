package dev.wfc.cli.testkit;

/** Text examples that tests of several command families learn from. */
public final class TextExamples {
    /** Walls, floor and two monsters; a monster never stands beside another or on an edge. */
    public static final String DUNGEON = """
            ##########
            #....#...#
            #.M..#...#
            #....#.M.#
            ##.###...#
            #........#
            ##########
            """;

    private TextExamples() {
    }
}
