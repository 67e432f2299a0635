package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.corpus.parquet.ParquetPart;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads the files of manifest entries from the rows of their Parquet parts ({@link CorpusLayout}): a file
 * {@code 000042.png} is the {@code png} value of the row whose {@code index} is 42. Keeps the last part open with its
 * index column and the format columns read from it, as manifest entries of one part are consecutive. For a resume,
 * an entry is sound if its part is present: a part is renamed into place only once complete, and its rows are not
 * read back. Not thread-safe; close it.
 */
final class PartStore extends MapStore implements AutoCloseable {
    private String open;
    private FileChannel channel;
    private ParquetPart part;
    /** The part's {@code index} column, in increasing order. */
    private long[] indices;
    private final Map<String, byte[][]> columns = new HashMap<>();
    private IOException damage;

    PartStore(Path root) {
        super(root);
    }

    @Override
    String problem(JsonNode entry) {
        String name = entry.path(CorpusDir.SHARD_KEY).asText(null);
        if (name == null) {
            return "its manifest entry names no part";
        }
        return Files.isRegularFile(root().resolve(name)) ? null : name + ": missing";
    }

    @Override
    byte[] read(JsonNode entry, String name) throws IOException {
        int row = row(entry);
        if (row < 0) {
            return null;
        }
        String column = name.substring(name.lastIndexOf('.') + 1);
        if (!part.has(column)) {
            return null;
        }
        byte[][] values = columns.get(column);
        if (values == null) {
            values = part.values(column);
            columns.put(column, values);
        }
        return values[row];
    }

    /** What keeps {@code entry}'s part from being read: {@code "missing"} or its damage; null if it reads. */
    String partProblem(JsonNode entry) {
        try {
            row(entry);
            return part == null ? "missing" : null;
        } catch (IOException e) {
            return e.getMessage();
        }
    }

    /** Whether {@code entry}'s part, which {@link #partProblem} found readable, has a row of its index. */
    boolean hasRow(JsonNode entry) throws IOException {
        return row(entry) >= 0;
    }

    /**
     * The row of {@code entry}'s index in the part its manifest line names, or -1 if the part is missing or has no
     * such row.
     *
     * @throws IOException if the part is damaged (the same exception for every entry of it)
     */
    private int row(JsonNode entry) throws IOException {
        String name = entry.path(CorpusDir.SHARD_KEY).asText(null);
        if (name == null) {
            throw new IOException("its manifest entry names no part");
        }
        select(name);
        if (damage != null) {
            throw damage;
        }
        return part == null ? -1 : Math.max(-1, Arrays.binarySearch(indices, entry.path("index").asLong()));
    }

    /** The part {@code name}, or null if it is missing; its index column in {@code indices}. */
    ParquetPart part(String name) throws IOException {
        select(name);
        if (damage != null) {
            throw damage;
        }
        return part;
    }

    /** The index column of the part {@link #part} selected. */
    long[] indices() {
        return indices;
    }

    private void select(String name) throws IOException {
        if (name.equals(open)) {
            return;
        }
        close();
        open = name;
        Path file = root().resolve(name);
        if (!Files.isRegularFile(file)) {
            return;
        }
        channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            ParquetPart p = ParquetPart.open(channel);
            byte[][] column = p.values("index");
            long[] read = new long[column.length];
            for (int r = 0; r < read.length; r++) {
                read[r] = ByteBuffer.wrap(column[r]).order(ByteOrder.LITTLE_ENDIAN).getLong();
                if (r > 0 && read[r] <= read[r - 1]) {
                    throw new IOException("row " + r + ": index " + read[r] + " after " + read[r - 1] + " (expected: "
                            + "rows in increasing index order, as wfc writes)");
                }
            }
            part = p;
            indices = read;
        } catch (IOException e) {
            damage = e;
        }
    }

    @Override
    public void close() throws IOException {
        open = null;
        part = null;
        indices = null;
        columns.clear();
        damage = null;
        if (channel != null) {
            channel.close();
            channel = null;
        }
    }
}
