package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A map large enough for {@link JitWarmUp} is the map the library makes without one, and the warm-up is unseen. */
class JitWarmUpTest {
    /** The smallest square map that gets a warm-up. */
    private static final int SIDE = (int) Math.ceil(Math.sqrt(JitWarmUp.MIN_CELLS));

    @Test
    void aWarmedUpMapIsTheLibrarysMap(@TempDir Path dir) throws IOException {
        Path rooms = SampleFiles.sample("Rooms");
        Path out = dir.resolve("map.png");
        CliRun run = CliRun.of("overlapping", rooms.toString(), "--symmetry", "8", "--periodic", "--size",
                String.valueOf(SIDE), "--seed", "3", "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.err().isEmpty(), run::toString);

        // The library's defaults are the command's: N = 3, entropy, 10 tries, backtracking.
        OverlappingModel model = OverlappingModel.builder(Png.read(rooms)).n(3).symmetry(8).periodicInput(true)
                .build();
        Solution map = model.solverBuilder(SIDE, SIDE, true).build().solve(3);
        assertArrayEquals(Png.encode(model.render(map, SIDE, SIDE)), Files.readAllBytes(out));
    }

    @Test
    void aWarmUpTheModelCannotMakeIsSilent(@TempDir Path dir) throws IOException {
        // A pin outside the 64 x 64 warm-up map: the warm-up gives up, the map is made as without it.
        Path rooms = SampleFiles.sample("Rooms");
        OverlappingModel model = OverlappingModel.builder(Png.read(rooms)).n(3).symmetry(8).periodicInput(true)
                .build();
        String pin = (SIDE - 1) + "," + (SIDE - 1) + "=" + model.tileNames().get(0);
        Path first = dir.resolve("first.png");
        Path second = dir.resolve("second.png");
        for (Path out : new Path[] {first, second}) {
            CliRun run = CliRun.of("overlapping", rooms.toString(), "--symmetry", "8", "--periodic", "--size",
                    String.valueOf(SIDE), "--seed", "5", "--pin", pin, "--out", out.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            assertTrue(run.err().isEmpty(), run::toString);
        }
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
    }
}
