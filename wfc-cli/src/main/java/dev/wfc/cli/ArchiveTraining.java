package dev.wfc.cli;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.FileTrees;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the start-up archive that {@code mvn package} makes beside wfc.jar (wfc-cli/pom.xml): the
 * commands a user starts with, in one JVM, so that the archive holds the classes they load; and the stamp that tells
 * {@code ./wfc} which java the archive is for. Not a wfc command: the build runs it under
 * {@code -XX:DumpLoadedClassList} (a CDS archive, JDK 17 to 24) or {@code -XX:AOTCacheOutput} (an AOT cache, JDK 25
 * on).
 *
 * <p>Arguments: the work directory (emptied first), the stamp file, the archive's kind ({@code cds} or {@code aot})
 * and its file name beside the stamp. Exits 1 naming the command if one fails; prints nothing otherwise.
 */
final class ArchiveTraining {
    private ArchiveTraining() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4 || !List.of("cds", "aot").contains(args[2])) {
            System.err.println("usage: ArchiveTraining WORK_DIR STAMP_FILE cds|aot ARCHIVE_FILE_NAME");
            System.exit(ExitCodes.BAD_INPUT);
        }
        Path work = Path.of(args[0]);
        FileTrees.delete(work);
        Files.createDirectories(work);
        String map = work.resolve("map.png").toString();
        run("--version");
        run("--help");
        run("overlapping", "--help");
        run("overlapping", "--size", "8", "--seed", "1", "--out", map);
        run("overlapping", map, "--size", "16", "--seed", "1", "--out", work.resolve("again.png").toString());
        // without --seed too, as a first map is often made: the seed is then drawn, by java.util.Random's classes
        run("overlapping", "--size", "8", "--out", work.resolve("drawn.png").toString());
        run("learn", map, "--size", "8", "--seed", "1", "--out", work.resolve("learned.png").toString());
        run("corpus", "--count", "4", "--threads", "2", "--formats", "png,json", "--quiet",
                "--out", work.resolve("corpus").toString());
        // A corpus is usually run from a spec file, whose reading (Jackson's data binding) loads some 160 classes
        // more than the built-in sample's run above.
        Path spec = work.resolve("spec.json");
        Files.writeString(spec, "{\"model\": \"overlapping\", \"symmetry\": 2, \"periodic\": true, \"size\": 8}\n",
                StandardCharsets.UTF_8);
        run("corpus", spec.toString(), "--count", "2", "--threads", "1", "--quiet",
                "--out", work.resolve("corpus-spec").toString());
        run("bench", "overlapping", "--size", "16", "--seeds", "1", "--warmup", "0");
        writeStamp(Path.of(args[1]), args[2], args[3]);
    }

    /** Runs one command through {@link Main}, its output discarded, its errors on stderr; exits 1 if it fails. */
    private static void run(String... args) {
        PrintStream out = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8));
        int code;
        try {
            code = Main.run(args);
        } finally {
            System.setOut(out);
        }
        if (code != ExitCodes.OK) {
            System.err.println("training run failed: wfc " + String.join(" ", args) + ": exit " + code);
            System.exit(ExitCodes.FAILURE);
        }
    }

    /**
     * The stamp: {@code key=value} lines that the launcher reads without starting a JVM. {@code java.home} is the
     * real path of the running JDK, the one the archive is valid for.
     */
    private static void writeStamp(Path stamp, String kind, String archive) throws IOException {
        String text = "# The start-up archive beside wfc.jar; ./wfc uses it only with this java, while neither\n"
                + "# the jar nor the JDK's lib/modules is newer than the archive.\n"
                + "kind=" + kind + "\n"
                + "archive=" + archive + "\n"
                + "java.home=" + Path.of(System.getProperty("java.home")).toRealPath() + "\n"
                + "java.vm.version=" + System.getProperty("java.vm.version") + "\n";
        Files.writeString(stamp, text, StandardCharsets.UTF_8);
    }
}
