package dev.wfc.corpus.parquet;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * {@link ParquetPart} reads back the rows {@link ParquetFile} wrote (values drawn here, nulls included, pages cut
 * by values over 1 MiB), and a file truncated anywhere or with any byte changed either reads or fails with a
 * {@link ParquetException}: never another exception, such as an index out of bounds or an allocation the file's
 * bytes do not bear out.
 */
class ParquetPartProperties {
    private static final List<ParquetColumn> COLUMNS = List.of(
            ParquetColumn.required("index", ParquetColumn.Type.INT64),
            ParquetColumn.optionalString("label"),
            ParquetColumn.list("cells", ParquetColumn.Type.INT32),
            ParquetColumn.optional("blob", ParquetColumn.Type.BYTE_ARRAY));

    @Property(tries = 30, seed = "20261202")
    void readsBackWhatWasWritten(@ForAll @IntRange(min = 1, max = 300) int rows, @ForAll long seed)
            throws IOException {
        Random random = new Random(seed);
        List<byte[][]> written = rows(rows, random, random.nextInt(4) == 0 ? 40_000 : 60);
        try (FileChannel channel = FileChannel.open(file(written))) {
            readBack(ParquetPart.open(channel), written);
        }
    }

    private static void readBack(ParquetPart part, List<byte[][]> written) throws IOException {
        int rows = written.size();
        assertEquals(rows, part.rows());
        byte[][] index = part.values("index");
        byte[][] label = part.values("label");
        byte[][] blob = part.values("blob");
        boolean[] present = part.present("blob");
        for (int r = 0; r < rows; r++) {
            assertEquals(r * 3L, ByteBuffer.wrap(index[r]).order(ByteOrder.LITTLE_ENDIAN).getLong());
            assertArrayEquals(written.get(r)[1], label[r]);
            assertArrayEquals(written.get(r)[3], blob[r]);
            assertEquals(written.get(r)[3] != null, present[r]);
        }
    }

    @Property(tries = 300, seed = "20261203")
    void aDamagedFileReadsOrIsAParquetException(@ForAll @IntRange(min = 1, max = 40) int rows, @ForAll long seed)
            throws IOException {
        Random random = new Random(seed);
        byte[] bytes = concat(ParquetFile.write(COLUMNS, rows(rows, random, 30), Map.of("k", "v"), "test"));
        byte[] damaged = random.nextBoolean() ? Arrays.copyOf(bytes, random.nextInt(bytes.length))
                : flip(bytes, random.nextInt(bytes.length), 1 + random.nextInt(255));
        Path file = Files.createTempFile("part", ".parquet");
        try {
            Files.write(file, damaged);
            try (FileChannel channel = FileChannel.open(file)) {
                ParquetPart part = ParquetPart.open(channel);
                for (String column : List.of("index", "label", "blob")) {
                    if (part.has(column)) {
                        part.values(column);
                        part.present(column);
                    }
                }
            } catch (ParquetException expected) {
                // the damage was found
            }
        } finally {
            Files.delete(file);
        }
    }

    @Property(tries = 5, seed = "20261204")
    void aNullInEveryRowReadsAsNull(@ForAll @IntRange(min = 1, max = 50) int rows) throws IOException {
        List<byte[][]> written = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            written.add(new byte[][] {ParquetFile.int64(r * 3L), null, null, null});
        }
        try (FileChannel channel = FileChannel.open(file(written))) {
            byte[][] blob = ParquetPart.open(channel).values("blob");
            for (int r = 0; r < rows; r++) {
                assertNull(blob[r]);
            }
        }
    }

    /** Rows of index 3r, a label or null, a list, a blob of up to {@code blobBytes} or null. */
    private static List<byte[][]> rows(int rows, Random random, int blobBytes) {
        List<byte[][]> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            byte[] blob = new byte[random.nextInt(blobBytes)];
            random.nextBytes(blob);
            int[] cells = new int[random.nextInt(5)];
            Arrays.setAll(cells, k -> random.nextInt());
            out.add(new byte[][] {ParquetFile.int64(r * 3L),
                    random.nextInt(3) == 0 ? null : ParquetFile.utf8("row " + r),
                    random.nextInt(4) == 0 ? null : ParquetFile.int32s(cells),
                    random.nextInt(5) == 0 ? null : blob});
        }
        return out;
    }

    private static Path file(List<byte[][]> rows) throws IOException {
        Path file = Files.createTempFile("part", ".parquet");
        file.toFile().deleteOnExit();
        Files.write(file, concat(ParquetFile.write(COLUMNS, rows, Map.of("k", "v"), "test")));
        return file;
    }

    private static byte[] flip(byte[] bytes, int at, int mask) {
        byte[] copy = bytes.clone();
        copy[at] ^= (byte) mask;
        return copy;
    }

    private static byte[] concat(List<byte[]> parts) {
        int n = parts.stream().mapToInt(p -> p.length).sum();
        ByteBuffer b = ByteBuffer.allocate(n);
        parts.forEach(b::put);
        return b.array();
    }
}
