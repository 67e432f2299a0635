package dev.wfc.cli.support;

import dev.wfc.core.io.AtomicFiles;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One file a command writes for a map, its bytes made before anything is written.
 *
 * @param option the option that names the file, for messages ({@code --out}, {@code --json})
 */
public record OutputFile(String option, Path path, byte[] bytes) {
    public OutputFile {
        Objects.requireNonNull(option, "option");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(bytes, "bytes");
    }

    /**
     * A text file, UTF-8.
     *
     * @param writer makes the text; throws IllegalArgumentException for a partial map, which text cannot show
     * @throws CliFailure with exit code 2 if the map is partial
     */
    public static OutputFile text(String option, Path path, Supplier<String> writer) {
        try {
            return new OutputFile(option, path, writer.get().getBytes(StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(option + " " + path + ": " + e.getMessage());
        }
    }

    /**
     * Writes every file, each through a temporary file and a rename; if one cannot be written, deletes those
     * already written, so that a failed run leaves no output file.
     *
     * @throws CliFailure with exit code 2 if two options name the same file, one names a directory, device or
     *     pipe, or a file inside a file (checked before anything is written), 1 if a file cannot be written
     */
    public static void writeAll(List<OutputFile> files) {
        writeAll(files, null);
    }

    /**
     * As {@link #writeAll(List)}, and refuses (exit 2) a file that another argument of {@code spec}'s command line
     * names, such as its input ({@link InputArguments}).
     *
     * @param spec the running command, or null to skip that check
     */
    public static void writeAll(List<OutputFile> files, CommandSpec spec) {
        Set<String> options = new HashSet<>();
        files.forEach(f -> options.add(f.option));
        for (OutputFile f : files) {
            InputArguments.refuseInput(spec, options, f.option, f.path);
        }
        Map<Path, String> owners = new HashMap<>();
        for (OutputFile f : files) {
            Path parent = f.path.toAbsolutePath().getParent();
            if (parent != null && Files.exists(parent) && !Files.isDirectory(parent)) {
                throw CliFailure.badInput(f.option + " " + f.path + ": " + parent + " is not a directory (expected: "
                        + "a file in a directory, made if missing)");
            }
            try {
                AtomicFiles.target(f.path);
            } catch (IOException e) {
                throw CliFailure.badInput(f.option + " " + e.getMessage());
            }
            String other = owners.putIfAbsent(f.path.toAbsolutePath().normalize(), f.option);
            if (other != null) {
                throw CliFailure.badInput(f.option + " " + f.path + ": also the file of " + other
                        + " (expected: a different file for each output)");
            }
        }
        List<Path> written = new ArrayList<>();
        for (OutputFile f : files) {
            try {
                AtomicFiles.write(f.path, f.bytes);
                written.add(f.path);
            } catch (IOException e) {
                written.forEach(OutputFile::deleteQuietly);
                throw CliFailure.failed(f.option + " " + e.getMessage());
            }
        }
    }

    /** Deletes a file this run wrote; the failure being reported matters more than one that stops this. */
    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException ignored) {
            // The write failure is what the user sees; a leftover file is the lesser harm.
        }
    }
}
