package dev.wfc.bench;

import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.OverlappingModel;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Time to encode one map as PNG, the per-map work a corpus worker adds to the solve: a Rooms map rendered at
 * {@code size} x {@code size} pixels, and the same map with one translucent pixel (RGBA instead of indexed colour).
 * Add {@code -prof gc} for the bytes allocated per map (about the PNG's size plus its buffers).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PngBenchmark {
    static final long SEED = 0xB0B0_0003L;

    @Param({"48", "240"})
    public int size;

    @Param({"true", "false"})
    public boolean opaque;

    private Image image;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        OverlappingModel model = OverlappingModel.builder(Samples.read("Rooms")).n(3).symmetry(8).build();
        Solution map = model.solverBuilder(size, size, true).build().solve(SEED);
        image = model.render(map, size, size);
        if (!opaque) {
            image.argb()[0] &= 0x7FFF_FFFF;
        }
    }

    @Benchmark
    public byte[] encode() {
        return Png.encode(image);
    }
}
