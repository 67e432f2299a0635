package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.corpus.parquet.ParquetPart;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads the files of manifest entries from the rows of their Parquet parts ({@link CorpusLayout}): a file
 * {@code 000042.png} is the {@code png} value of the row whose {@code index} is 42. Keeps the last part open with its
 * index column ({@link GroupStore}) and the columns read from it, as manifest entries of one part are consecutive.
 * For a resume, an entry is sound if its part is present: a part is renamed into place only once complete, and its
 * rows are not read back. Not thread-safe; close it.
 */
final class PartStore extends GroupStore<PartStore.Part> {
    private final Map<String, byte[][]> columns = new HashMap<>();

    /** An open part and its {@code index} column, in increasing order. */
    record Part(ParquetPart rows, long[] indices) {
    }

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
        return value(entry, name.substring(name.lastIndexOf('.') + 1));
    }

    /** {@code entry}'s row's value in {@code column}; null if the part, the row, the column or the value is missing. */
    private byte[] value(JsonNode entry, String column) throws IOException {
        int row = row(entry);
        if (row < 0 || !index().rows().has(column)) {
            return null;
        }
        byte[][] values = columns.get(column);
        if (values == null) {
            values = index().rows().values(column);
            columns.put(column, values);
        }
        return values[row];
    }

    /**
     * Where {@code entry}'s row, which {@link #hasRow} found, disagrees with it: its own {@code seed}, {@code status}
     * and {@code sha256} columns against the entry's keys, one line each ({@code its row's seed is 5 (manifest:
     * "7")}); none if they agree.
     *
     * @throws IOException if a column cannot be read
     */
    List<String> rowDisagreements(JsonNode entry) throws IOException {
        List<String> found = new ArrayList<>(0);
        byte[] seed = value(entry, "seed");
        String rowSeed = seed == null || seed.length != Long.BYTES ? null
                : Long.toString(ByteBuffer.wrap(seed).order(ByteOrder.LITTLE_ENDIAN).getLong());
        disagree(found, "seed", rowSeed, entry.path("seed"));
        disagree(found, "status", text(value(entry, "status")), entry.path("status"));
        disagree(found, "sha256", text(value(entry, "sha256")), entry.path("sha256"));
        return found;
    }

    private static String text(byte[] value) {
        return value == null ? null : new String(value, StandardCharsets.UTF_8);
    }

    /** Adds a line to {@code found} unless the row's {@code value} (null for none) is the entry's text {@code key}. */
    private static void disagree(List<String> found, String column, String value, JsonNode key) {
        String recorded = key.isTextual() ? key.asText() : null;
        if (!Objects.equals(value, recorded)) {
            found.add("its row's " + column + " is " + (value == null ? "null" : "\"" + value + "\"") + " (manifest: "
                    + key + ")");
        }
    }

    /** What keeps {@code entry}'s part from being read: {@code "missing"} or its damage; null if it reads. */
    String partProblem(JsonNode entry) {
        try {
            row(entry);
            return index() == null ? "missing" : null;
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
        Part part = select(name);
        return part == null ? -1 : Math.max(-1, Arrays.binarySearch(part.indices(), entry.path("index").asLong()));
    }

    /** The part {@code name}, or null if it is missing; its index column in {@link #indices}. */
    ParquetPart part(String name) throws IOException {
        Part part = select(name);
        return part == null ? null : part.rows();
    }

    /** The index column of the part {@link #part} selected. */
    long[] indices() {
        return index().indices();
    }

    @Override
    Part readIndex(FileChannel channel, Path file) throws IOException {
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
        return new Part(p, read);
    }

    @Override
    public void close() throws IOException {
        columns.clear();
        super.close();
    }
}
