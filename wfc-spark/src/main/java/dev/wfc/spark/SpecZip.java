package dev.wfc.spark;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * A spec file and the input files it names as one zip whose entries sit at their absolute paths on the driver, so
 * that an executor reading the spec inside the zip (as a file system) resolves every path in it, relative (with
 * {@code ..}) or absolute, to the same bytes as on the driver, with no shared file system. Used by the corpus and
 * the world job alike.
 */
final class SpecZip {
    private SpecZip() {
    }

    /** What is read from the spec inside the zip, while the zip is open. */
    @FunctionalInterface
    interface Reader<T> {
        T read(Path spec) throws IOException;
    }

    /**
     * The zip of {@code files} (the spec among them).
     *
     * @throws UncheckedIOException if a file cannot be read again
     */
    static byte[] pack(List<Path> files) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            Set<String> names = new HashSet<>();
            for (Path file : files) {
                if (!names.add(entryName(file))) {
                    continue;
                }
                out.putNextEntry(new ZipEntry(entryName(file)));
                out.write(Files.readAllBytes(file));
                out.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("spec bundle: " + e.getMessage(), e);
        }
        return bytes.toByteArray();
    }

    /** The entry of {@code spec} in a zip made by {@link #pack}. */
    static String specEntry(Path spec) {
        return "/" + entryName(spec);
    }

    /**
     * Reads the spec {@code entry} of {@code zip} with {@code reader}; the zip goes to a temporary file only while
     * it is read. A null {@code zip} (the built-in spec) hands {@code reader} a null spec.
     *
     * @throws UncheckedIOException if the zip cannot be opened or {@code reader} fails with an I/O error
     */
    static <T> T read(byte[] zip, String entry, Reader<T> reader) {
        try {
            if (zip == null) {
                return reader.read(null);
            }
            Path file = Files.createTempFile("wfc-spec-", ".zip");
            try {
                Files.write(file, zip);
                try (FileSystem files = FileSystems.newFileSystem(file)) {
                    return reader.read(files.getPath(entry));
                }
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("spec bundle: " + e.getMessage(), e);
        }
    }

    /** The absolute, normalized path without its root: the same on the driver and in the zip. */
    private static String entryName(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        StringBuilder sb = new StringBuilder();
        for (Path part : abs) {
            sb.append(sb.length() == 0 ? "" : "/").append(part);
        }
        return sb.toString();
    }
}
