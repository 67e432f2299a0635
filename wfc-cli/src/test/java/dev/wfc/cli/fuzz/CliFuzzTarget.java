package dev.wfc.cli.fuzz;

import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.SampleDir;
import dev.wfc.core.testkit.MiniTileset;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The inputs the CLI fuzz mutates, each with the command that reads it and what a run must leave behind: exit 0 with
 * every output file sound (checked here, by ImageIO and plain string code, not by wfc's writers), or exit 2 or 3 with
 * one line on stderr naming the command, no stack trace and no output file. The prefix names a saved case's target
 * in {@code src/test/resources/cli-fuzz-cases/}.
 *
 * <p>Workspace layout (per target, see {@link SampleDir}): {@code samples/Checker.png}, {@code tilesets/Mini.xml} with
 * its images; the mutated input is written into it, the outputs go to a fresh {@code out} directory.
 */
enum CliFuzzTarget {
    /** {@code wfc overlapping SAMPLE.png}: an 8x8 map of 2x2 patterns. */
    PNG("png-", "m.png") {
        @Override
        byte[] seed() {
            BufferedImage img = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
            for (int i = 0; i < 16; i++) {
                img.setRGB(i % 4, i / 4, (i % 4 + i / 4) % 2 == 0 ? 0x102030 : 0xF0E0D0);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try {
                ImageIO.write(img, "png", out);
            } catch (IOException e) {
                throw new AssertionError(e);
            }
            return out.toByteArray();
        }

        @Override
        List<byte[]> dictionary() {
            return List.of(new byte[0]);
        }

        @Override
        String[] args(Path input, Path out) {
            return new String[] {"overlapping", input.toString(), "--n", "2", "--size", "8", "--tries", "2",
                "--out", out.resolve("map.png").toString()};
        }

        @Override
        void checkOutputs(Path input, Path out) throws IOException {
            BufferedImage sample = ImageIO.read(input.toFile());
            BufferedImage map = decoded(out.resolve("map.png"));
            assertEquals(8, map.getWidth());
            assertEquals(8, map.getHeight());
            Set<List<Integer>> windows = new HashSet<>();
            for (int y = 0; y < sample.getHeight(); y++) {
                for (int x = 0; x < sample.getWidth(); x++) {
                    windows.add(window(sample, x, y, true));
                }
            }
            for (int y = 0; y + 1 < 8; y++) {
                for (int x = 0; x + 1 < 8; x++) {
                    assertTrue(windows.contains(window(map, x, y, false)), "2x2 window at " + x + "," + y);
                }
            }
        }
    },
    /** {@code wfc learn EXAMPLE.txt}: an 8x8 text map whose neighbouring characters stand side by side in it. */
    TEXT("text-", "m.txt") {
        @Override
        byte[] seed() {
            return "~~~~\n~..#\r\n~.##\n~~~~\n".getBytes(StandardCharsets.UTF_8);
        }

        @Override
        List<byte[]> dictionary() {
            return bytes("\uFEFF", "\r", "\r\n", "\n", "\u0000", "\t", "\uD83D\uDE00", "x".repeat(5000),
                    "é", "\u2028").withRaw(new byte[] {(byte) 0xC3, 0x28}, new byte[] {(byte) 0xF0, (byte) 0x9F},
                    new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, new byte[] {(byte) 0xFF});
        }

        @Override
        String[] args(Path input, Path out) {
            return new String[] {"learn", input.toString(), "--size", "8", "--tries", "2",
                "--out", out.resolve("map.txt").toString()};
        }

        @Override
        void checkOutputs(Path input, Path out) throws IOException {
            List<int[]> example = rows(Files.readString(input, StandardCharsets.UTF_8));
            Set<Long> right = new HashSet<>();
            Set<Long> down = new HashSet<>();
            for (int y = 0; y < example.size(); y++) {
                for (int x = 0; x < example.get(y).length; x++) {
                    if (x + 1 < example.get(y).length) {
                        right.add(pair(example.get(y)[x], example.get(y)[x + 1]));
                    }
                    if (y + 1 < example.size()) {
                        down.add(pair(example.get(y)[x], example.get(y + 1)[x]));
                    }
                }
            }
            List<int[]> map = rows(Files.readString(out.resolve("map.txt"), StandardCharsets.UTF_8));
            assertEquals(8, map.size());
            for (int y = 0; y < 8; y++) {
                assertEquals(8, map.get(y).length, "row " + y);
                for (int x = 0; x < 8; x++) {
                    assertTrue(x + 1 == 8 || right.contains(pair(map.get(y)[x], map.get(y)[x + 1])), x + "," + y);
                    assertTrue(y + 1 == 8 || down.contains(pair(map.get(y)[x], map.get(y + 1)[x])), x + "," + y);
                }
            }
        }
    },
    /**
     * {@code wfc learn EXAMPLE.vox --topology cube}: a 4x4x3 voxel map whose neighbouring voxels (six directions)
     * stand side by side in a 3x3x2 example of two colours; checked by a chunk walk of this class's own.
     */
    VOX("vox-", "m.vox") {
        @Override
        byte[] seed() {
            ByteArrayOutputStream voxels = new ByteArrayOutputStream();
            int count = 0;
            for (int z = 0; z < 2; z++) {
                for (int y = 0; y < 3; y++) {
                    for (int x = 0; x < 3; x++) {
                        voxels.writeBytes(new byte[] {(byte) x, (byte) y, (byte) z, (byte) (1 + (x + y + z) % 2)});
                        count++;
                    }
                }
            }
            byte[] palette = new byte[1024];
            for (int i = 0; i < palette.length; i++) {
                palette[i] = (byte) (i % 4 == 3 ? 255 : i * 7);
            }
            byte[] children = concat(chunk("SIZE", ints(3, 3, 2)), chunk("XYZI", concat(ints(count),
                    voxels.toByteArray())), chunk("RGBA", palette));
            return concat("VOX ".getBytes(StandardCharsets.US_ASCII), ints(150), "MAIN".getBytes(
                    StandardCharsets.US_ASCII), ints(0, children.length), children);
        }

        @Override
        List<byte[]> dictionary() {
            return bytes("VOX ", "MAIN", "SIZE", "XYZI", "RGBA", "PACK", "nTRN").withRaw(ints(-1), ints(0),
                    ints(Integer.MAX_VALUE), ints(256, 256, 256), ints(1 << 20));
        }

        @Override
        String[] args(Path input, Path out) {
            return new String[] {"learn", input.toString(), "--topology", "cube", "--size", "4", "--depth", "3",
                "--tries", "2", "--out", out.resolve("map.vox").toString()};
        }

        @Override
        void checkOutputs(Path input, Path out) throws IOException {
            java.nio.ByteBuffer map = java.nio.ByteBuffer.wrap(Files.readAllBytes(out.resolve("map.vox")))
                    .order(java.nio.ByteOrder.LITTLE_ENDIAN);
            assertEquals("VOX ", ascii(map, 0));
            int[] size = null;
            int voxels = -1;
            for (int at = 20; at + 12 <= map.limit(); at += 12 + map.getInt(at + 4)) {
                if (ascii(map, at).equals("SIZE")) {
                    size = new int[] {map.getInt(at + 12), map.getInt(at + 16), map.getInt(at + 20)};
                } else if (ascii(map, at).equals("XYZI")) {
                    voxels = map.getInt(at + 12);
                }
            }
            assertNotNull(size, "a SIZE chunk");
            assertEquals(List.of(4, 4, 3), List.of(size[0], size[1], size[2]));
            assertTrue(voxels >= 0 && voxels <= 4 * 4 * 3, "voxel count " + voxels);
        }
    },
    /** {@code wfc tiled TILESET.xml}: a 5x5 map of the 3x3-pixel tiles of the mini tileset. */
    TILESET("tileset-", "tilesets/Mini.xml") {
        @Override
        byte[] seed() {
            return ("<set>\n  <tiles>\n" + MiniTileset.TILES + "  </tiles>\n" + MiniTileset.NEIGHBORS
                    + MiniTileset.SUBSETS + "</set>\n").getBytes(StandardCharsets.UTF_8);
        }

        @Override
        List<byte[]> dictionary() {
            return bytes("<!DOCTYPE set [<!ENTITY x \"y\">]>", "&x;", "<tile name=\"c\" symetry=\"T\"/>",
                    "<tilee name=\"a\"/>", "symmetry=\"Q\"", "weight=\"1e309\"", "weight=\"NaN\"", "weight=\"-1\"",
                    "name=\"../a\"", "name=\"a\"", "unique=\"True\"", "x".repeat(5000), "<a>".repeat(100),
                    "<neighbor left=\"a 9\" right=\"b\"/>", "\u0000", "]]>", "<?xml version=\"1.1\"?>");
        }

        @Override
        String[] args(Path input, Path out) {
            return new String[] {"tiled", input.toString(), "--size", "5", "--tries", "2", "--allow-dead-ends",
                "--out", out.resolve("map.png").toString()};
        }

        @Override
        void checkOutputs(Path input, Path out) throws IOException {
            BufferedImage map = decoded(out.resolve("map.png"));
            assertEquals(15, map.getWidth());
            assertEquals(15, map.getHeight());
        }
    },
    /** {@code wfc samples SAMPLES.xml}: the classic list, over the checker sample and the mini tileset. */
    SAMPLES("samples-", "m.xml") {
        @Override
        byte[] seed() {
            return ("<samples>\n" + SampleDir.GOOD + "\n<simpletiled name=\"Mini\" size=\"4\" screenshots=\"1\"/>\n"
                    + "</samples>\n").getBytes(StandardCharsets.UTF_8);
        }

        @Override
        List<byte[]> dictionary() {
            return bytes("N=\"9\"", "N=\"-1\"", "size=\"100000\"", "screenshots=\"2147483647\"", "name=\"../x\"",
                    "name=\"Nothing\"", "limit=\"0\"", "periodic=\"Maybe\"", "symetry=\"2\"", "<overlaping/>",
                    "<!DOCTYPE x>", "x".repeat(5000), "subset=\"None\"", "\u0000");
        }

        @Override
        String[] args(Path input, Path out) {
            return new String[] {"samples", input.toString(), "--out", out.toString()};
        }

        @Override
        void checkOutputs(Path input, Path out) throws IOException {
            for (Path file : files(out)) {
                if (file.toString().endsWith(".png")) {
                    decoded(file);
                }
            }
        }

        @Override
        boolean partialOutputs(int exitCode) {
            return exitCode == 3; // the entries that solved keep their screenshots, as documented
        }
    },
    /** {@code wfc corpus SPEC.json}: two maps of an overlapping or tiled spec. */
    SPEC("spec-", "m.json") {
        @Override
        byte[] seed() {
            return ("{\"model\": \"overlapping\", \"sample\": \"samples/Checker.png\", \"n\": 2, \"symmetry\": 1,\n"
                    + " \"size\": 8, \"periodic\": true, \"tries\": 2}\n").getBytes(StandardCharsets.UTF_8);
        }

        @Override
        List<byte[]> dictionary() {
            return bytes("1e400", "-1", "0", "2147483648", "9".repeat(400), "\"\\u0000\"", "\"/dev/zero\"",
                    "\".\"", "[".repeat(100), "\"" + "s".repeat(5000) + "\"", "null", "true", "{}", "[]",
                    "\"model\": \"tiled\", \"tileset\": \"tilesets/Mini.xml\",", "\"symetry\": 2,",
                    "\"width\": 100000,", "\"limit\": 0,", "\"backtrack\": true,", "\"solver\": \"naive\",",
                    "\"border\": [{\"edges\": \"all\", \"tiles\": \"x\"}],",
                    "\"pins\": [{\"x\": -1, \"y\": 0, \"tile\": \"a\"}],",
                    "\"count\": [{\"tiles\": \"a\", \"max\": 0}],", "\"sample\": \"tilesets/Mini.xml\",");
        }

        @Override
        String[] args(Path input, Path out) {
            return new String[] {"corpus", input.toString(), "--count", "2", "--threads", "1", "--quiet",
                "--out", out.resolve("corpus").toString()};
        }

        @Override
        void checkOutputs(Path input, Path out) throws IOException {
            Path corpus = out.resolve("corpus");
            List<String> manifest = Files.readAllLines(corpus.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
            assertEquals(2, manifest.size());
            assertTrue(Files.isRegularFile(corpus.resolve("run.json")));
            for (Path file : files(corpus.resolve("maps"))) {
                decoded(file);
            }
        }
    };

    private final String prefix;
    private final String inputName;

    CliFuzzTarget(String prefix, String inputName) {
        this.prefix = prefix;
        this.inputName = inputName;
    }

    /** The prefix of this target's saved cases. */
    String prefix() {
        return prefix;
    }

    /** Where the mutated input goes in a workspace. */
    Path input(Path workspace) {
        return workspace.resolve(inputName);
    }

    /** A valid input, which the command accepts. */
    abstract byte[] seed();

    /** Hostile snippets of the format, spliced in by the mutations. */
    abstract List<byte[]> dictionary();

    /** The command line that reads {@code input} and writes into {@code out}. */
    abstract String[] args(Path input, Path out);

    /** After exit 0: every output is sound. */
    abstract void checkOutputs(Path input, Path out) throws IOException;

    /** Whether a run with this exit code may leave outputs (else it must leave none). */
    boolean partialOutputs(int exitCode) {
        return false;
    }

    /** Writes {@code workspace}'s fixed files (sample, tileset and its images). */
    static void prepare(Path workspace) throws IOException {
        Files.createDirectories(workspace.resolve("samples"));
        SampleDir.write(workspace);
    }

    /**
     * Runs this target's command on {@code bytes} in {@code workspace} and checks the outcome.
     *
     * @return the outcome for jqwik's statistics: {@code "exit 0"}, {@code "exit 2"} or {@code "exit 3"}
     */
    String runAndCheck(Path workspace, byte[] bytes, String label) throws IOException {
        Path input = input(workspace);
        Files.createDirectories(input.getParent());
        Files.write(input, bytes);
        Path out = Files.createTempDirectory(workspace, "out");
        CliRun run = CliRun.of(args(input, out));
        String context = label + "\n" + run;
        assertFalse(run.err().contains("\tat ") || run.err().contains("Exception in thread"), context);
        assertFalse(run.err().contains("unexpected error"), context);
        if (run.exitCode() == 0) {
            try {
                checkOutputs(input, out);
            } catch (AssertionError | IOException | RuntimeException e) {
                throw new AssertionError(context + "\n" + e.getMessage(), e);
            }
        } else {
            assertTrue(run.exitCode() == 2 || run.exitCode() == 3, context);
            assertEquals(1, run.errLines().size(), context);
            String command = args(input, out)[0];
            assertTrue(run.errLines().get(0).startsWith("wfc " + command + ": "), context);
            assertTrue(run.errLines().get(0).length() < 1000, context);
            if (!partialOutputs(run.exitCode())) {
                assertEquals(List.of(), files(out), context);
                assertEquals("", run.out(), context);
            }
        }
        delete(out);
        return "exit " + run.exitCode();
    }

    /** Every regular file below {@code dir}, sorted. */
    static List<Path> files(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return List.of();
        }
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static BufferedImage decoded(Path png) throws IOException {
        BufferedImage img = ImageIO.read(png.toFile());
        assertNotNull(img, png + " decodes");
        return img;
    }

    /** The 2x2 window at (x, y) of {@code img} as four RGB values, wrapping around when {@code wrap}. */
    private static List<Integer> window(BufferedImage img, int x, int y, boolean wrap) {
        int w = img.getWidth();
        int h = img.getHeight();
        List<Integer> v = new ArrayList<>(4);
        for (int j = 0; j < 2; j++) {
            for (int i = 0; i < 2; i++) {
                int px = wrap ? (x + i) % w : x + i;
                int py = wrap ? (y + j) % h : y + j;
                v.add(img.getRGB(px, py) & 0xFFFFFF);
            }
        }
        return v;
    }

    /** Text rows as code points: a leading BOM dropped, lines split on LF or CR LF, trailing empty lines dropped. */
    private static List<int[]> rows(String text) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        List<int[]> rows = new ArrayList<>();
        for (String line : t.split("\r?\n", -1)) {
            rows.add(line.codePoints().toArray());
        }
        while (!rows.isEmpty() && rows.get(rows.size() - 1).length == 0) {
            rows.remove(rows.size() - 1);
        }
        return rows;
    }

    private static long pair(int a, int b) {
        return (long) a << 32 | (b & 0xFFFFFFFFL);
    }

    /** Little-endian ints, as MagicaVoxel writes them. */
    private static byte[] ints(int... values) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(4 * values.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int v : values) {
            b.putInt(v);
        }
        return b.array();
    }

    /** A MagicaVoxel chunk without children. */
    private static byte[] chunk(String id, byte[] content) {
        return concat(id.getBytes(StandardCharsets.US_ASCII), ints(content.length, 0), content);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    private static String ascii(java.nio.ByteBuffer b, int at) {
        byte[] id = new byte[4];
        b.get(at, id);
        return new String(id, StandardCharsets.US_ASCII);
    }

    /** Snippets as UTF-8 bytes, with raw byte sequences (invalid UTF-8) added by {@link Snippets#withRaw}. */
    private static Snippets bytes(String... snippets) {
        Snippets out = new Snippets();
        for (String s : snippets) {
            out.add(s.getBytes(StandardCharsets.UTF_8));
        }
        return out;
    }

    /** A dictionary under construction. */
    private static final class Snippets extends ArrayList<byte[]> {
        private static final long serialVersionUID = 1L;

        Snippets withRaw(byte[]... raw) {
            addAll(List.of(raw));
            return this;
        }
    }
}
