package dev.wfc.core.io;

import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.TiledModel;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;

import javax.imageio.ImageIO;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fuzzing of the input readers: valid PNGs, text examples and tilesets, mutated at random (bytes flipped, set,
 * inserted, deleted, the file cut short; for PNGs also with every chunk's CRC repaired afterwards, so that the
 * damage reaches the decoder). Each input must either load, or fail with an {@link IOException} whose message is
 * one short line starting with the file's name: never another exception, a trace, or a hang. Seeded; jqwik shrinks
 * and reports a failing mutation, which then belongs in {@code src/test/resources/fuzz-cases/} as a regression case
 * replayed by {@link FuzzCasesTest}.
 */
class ReaderFuzzProperties {
    private static Path dir;
    private static byte[] rgbPng;
    private static byte[] indexedPng;
    private static final byte[] TEXT = "~~~~\n~..#\r\n~.##\n~~~~\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] TILESET = """
            <set>
              <tiles>
                <tile name="a"/>
                <tile name="b" symmetry="L" weight="2.5"/>
              </tiles>
              <neighbors>
                <neighbor left="a" right="a"/>
                <neighbor left="b 1" right="b"/>
                <neighbor left="b" right="a"/>
                <neighbor left="b 1" right="a"/>
                <neighbor left="b 0" right="b 3"/>
              </neighbors>
              <subsets><subset name="OnlyA"><tile name="a"/></subset></subsets>
            </set>
            """.getBytes(StandardCharsets.UTF_8);

    /** One mutation: edits at fractions of the length, then an optional cut, then optionally CRCs repaired. */
    record Mutation(List<int[]> edits, double cutAt, boolean repairCrcs) {
        byte[] apply(byte[] valid) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] b = valid.clone();
            for (int[] e : edits) {   // {kind, position in per mille, value}
                int at = (int) ((long) e[1] * b.length / 1000);
                switch (e[0]) {
                    case 0 -> b[at] ^= (byte) (1 << (e[2] & 7));
                    case 1 -> b[at] = (byte) e[2];
                    case 2 -> {
                        out.reset();
                        out.write(b, 0, at);
                        out.write(e[2]);
                        out.write(b, at, b.length - at);
                        b = out.toByteArray();
                    }
                    default -> {
                        if (b.length > 1) {
                            out.reset();
                            out.write(b, 0, at);
                            out.write(b, at + 1, b.length - at - 1);
                            b = out.toByteArray();
                        }
                    }
                }
            }
            if (cutAt < 1) {
                b = Arrays.copyOf(b, (int) (b.length * cutAt));
            }
            return repairCrcs ? repaired(b) : b;
        }
    }

    @BeforeContainer
    static void inputs() throws IOException {
        dir = Files.createTempDirectory("wfc-fuzz");
        BufferedImage img = new BufferedImage(9, 7, BufferedImage.TYPE_INT_ARGB);
        for (int i = 0; i < 63; i++) {
            img.setRGB(i % 9, i / 9, 0xFF000000 | i * 0x030507);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "png", out);
        rgbPng = out.toByteArray();
        int[] argb = new int[63];
        Arrays.setAll(argb, i -> i % 3 == 0 ? 0xFF112233 : 0xFF445566);
        indexedPng = Png.encode(new Image(argb, 9, 7));
        Files.createDirectories(dir.resolve("Mini"));
        Png.write(dir.resolve("Mini/a.png"), new Image(new int[] {1, 2, 3, 4}, 2, 2));
        Png.write(dir.resolve("Mini/b.png"), new Image(new int[] {5, 6, 7, 8}, 2, 2));
    }

    @AfterContainer
    static void cleanUp() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    @Property(tries = 400, seed = "20261201")
    void mutatedPngsLoadOrFailOnOneLine(@ForAll("mutations") Mutation m, @ForAll boolean indexed) throws IOException {
        Path file = write("m.png", m.apply(indexed ? indexedPng : rgbPng));
        String outcome;
        try {
            Image image = Png.read(file);
            assertEquals(image.width() * image.height(), image.argb().length);
            outcome = "loaded";
        } catch (IOException e) {
            assertOneLine(e, file);
            outcome = e.getMessage().contains("damaged PNG (") ? "refused by the decoder" : "refused by the checks";
        }
        Statistics.collect(outcome);
        // Not vacuous: every stage is reached, the decoder through mutations whose CRCs were repaired.
        Statistics.coverage(c -> {
            c.check("loaded").count(n -> n > 0);
            c.check("refused by the decoder").count(n -> n > 0);
            c.check("refused by the checks").percentage(p -> p > 30);
        });
    }

    @Property(tries = 300, seed = "20261202")
    void mutatedTextExamplesLoadOrFailOnOneLine(@ForAll("mutations") Mutation m) throws IOException {
        Path file = write("m.txt", m.apply(TEXT));
        try {
            LearnedModel.builder().example(file).build();
            Statistics.collect("loaded");
        } catch (IOException e) {
            assertOneLine(e, file);
            Statistics.collect("refused");
        }
        Statistics.coverage(c -> {
            c.check("loaded").count(n -> n > 0);
            c.check("refused").count(n -> n > 0);
        });
    }

    @Property(tries = 300, seed = "20261203")
    void mutatedTilesetsLoadOrFailOnOneLine(@ForAll("mutations") Mutation m) throws IOException {
        Path file = write("Mini.xml", m.apply(TILESET));
        try {
            TiledModel.builder(file).allowDeadEnds(true).build();
            Statistics.collect("loaded");
        } catch (IOException e) {
            assertOneLine(e, file);
            Statistics.collect("refused");
        }
        Statistics.coverage(c -> {
            c.check("loaded").count(n -> n > 0);
            c.check("refused").count(n -> n > 0);
        });
    }

    @Provide
    Arbitrary<Mutation> mutations() {
        Arbitrary<int[]> edit = Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 999), Arbitraries.integers().between(0, 255))
                .as((kind, at, value) -> new int[] {kind, at, value});
        Arbitrary<Double> cut = Arbitraries.oneOf(Arbitraries.just(1.0), Arbitraries.doubles().between(0, 1));
        return Combinators.combine(edit.list().ofMinSize(1).ofMaxSize(6), cut, Arbitraries.of(false, true))
                .as(Mutation::new);
    }

    static void assertOneLine(IOException e, Path file) {
        String message = e.getMessage();
        assertTrue(message != null && message.startsWith(file.toString()), () -> "names the file: " + message);
        assertTrue(message.indexOf('\n') < 0 && message.indexOf('\r') < 0, () -> "one line: " + message);
        assertTrue(message.length() < 400, () -> "short: " + message.length() + " characters");
    }

    private static Path write(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    /** The PNG with every whole chunk's CRC recomputed (a walk that stops at the first chunk cut short). */
    private static byte[] repaired(byte[] b) {
        ByteBuffer buf = ByteBuffer.wrap(b);
        CRC32 crc = new CRC32();
        for (int pos = 8; pos + 12 <= b.length; ) {
            long length = buf.getInt(pos) & 0xFFFFFFFFL;
            if (length > b.length - pos - 12L) {
                break;
            }
            crc.reset();
            crc.update(b, pos + 4, 4 + (int) length);
            buf.putInt(pos + 8 + (int) length, (int) crc.getValue());
            pos += 12 + (int) length;
        }
        return b;
    }
}
