package dev.wfc.world;

import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's embedding example runs here, and the README quotes it verbatim: a game server places each chunk's
 * cells as the chunk arrives, off its main thread.
 */
class WorldEmbeddingTest {
    private static final Path README = Path.of("../README.md");

    /** What a game server offers the example: a place to put one cell. */
    interface Server {
        void place(long x, long y, int tile);
    }

    @Test
    void chunksArriveOffTheMainThreadAndMatchTheRegion() throws Exception {
        Path sample = Files.createTempFile("sample", ".png");
        Files.write(sample, Png.encode(BuiltinSample.image()));
        Map<String, Integer> placed = new ConcurrentHashMap<>();
        Server server = (x, y, tile) -> placed.put(x + "," + y, tile);
        // tag::world-embedding[]
        Model model = OverlappingModel.builder(Png.read(sample)).build();
        World world = World.builder(model).sample(Png.read(sample)).seed(42).build();
        ExecutorService generator = Executors.newSingleThreadExecutor(); // off the game's main thread
        Future<?> done = generator.submit(() -> world.chunks(-4, -4, 8, 8, 2, chunk -> { // 8 x 8 chunks, 2 threads
            for (int y = 0; y < chunk.size(); y++) {
                for (int x = 0; x < chunk.size(); x++) {
                    server.place(chunk.x() + x, chunk.y() + y, chunk.tile(x, y)); // as soon as the chunk is final
                }
            }
        }));
        // end::world-embedding[]
        done.get();
        generator.shutdown();
        Files.delete(sample);
        int side = 8 * world.block();
        assertEquals(side * side, placed.size());
        Region r = world.region(-4L * world.block(), -4L * world.block(), side, side);
        for (int j = 0; j < side; j += 7) {
            for (int i = 0; i < side; i += 5) {
                assertEquals(r.tile(i, j), placed.get((r.x() + i) + "," + (r.y() + j)), i + ", " + j);
            }
        }
    }

    @Test
    void theReadmeQuotesTheExampleVerbatim() throws IOException {
        String self = Files.readString(Path.of("src/test/java/dev/wfc/world/WorldEmbeddingTest.java"));
        Matcher region = Pattern.compile("// tag::world-embedding\\[\\]\\R(.*?)^[ \\t]*// end::world-embedding",
                Pattern.MULTILINE | Pattern.DOTALL).matcher(self);
        assertTrue(region.find());
        StringBuilder code = new StringBuilder();
        for (String line : region.group(1).split("\n")) {
            code.append(line.length() >= 8 ? line.substring(8) : line.strip()).append('\n');
        }
        Matcher quote = Pattern.compile("<!-- snippet: world-embedding -->\\R```java\\R(.*?)^```",
                Pattern.MULTILINE | Pattern.DOTALL).matcher(Files.readString(README).replace("\r\n", "\n"));
        assertTrue(quote.find(), "README.md lacks the world-embedding snippet");
        assertEquals(code.toString(), quote.group(1));
    }
}
