package dev.wfc.spark;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The corpus job of the tests: a spec in {@code specs/} whose sample lies in {@code samples/}, named as
 * {@code ../samples/grid.png}, so that the executors must resolve a relative path with {@code ..} from the shipped
 * spec. The sample is drawn here: a lattice of lines with pitch 4 and brass crossings on alternate cells.
 */
final class TestJob {
    private TestJob() {
    }

    /** Writes the sample and the spec of 16x16 maps under {@code dir}; returns the spec file. */
    static Path spec(Path dir) throws IOException {
        return spec(dir, 16);
    }

    /** Writes the sample and the spec of {@code size x size} maps under {@code dir}; returns the spec file. */
    static Path spec(Path dir, int size) throws IOException {
        Png.write(dir.resolve("samples/grid.png"), lattice());
        Path spec = dir.resolve("specs/job.json");
        Files.createDirectories(spec.getParent());
        Files.writeString(spec, "{\"model\": \"overlapping\", \"sample\": \"../samples/grid.png\", \"size\": " + size
                + ", \"periodic\": true}", StandardCharsets.UTF_8);
        return spec;
    }

    private static Image lattice() {
        int side = 16;
        int[] argb = new int[side * side];
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                boolean line = x % 4 == 0 || y % 4 == 0;
                boolean crossing = x % 4 == 0 && y % 4 == 0 && (x / 4 + y / 4) % 2 == 0;
                argb[x + y * side] = crossing ? 0xFFE3A33B : line ? 0xFF8EC1DA : 0xFF1E2633;
            }
        }
        return new Image(argb, side, side);
    }
}
