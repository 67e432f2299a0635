package dev.wfc.parallel;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An embedder's program, compiled and run on the module path against the built modules, as a named module that
 * requires only {@code dev.wfc.parallel}: the module descriptors export what the API needs and nothing more.
 * (The other tests run on the class path, where no descriptor is enforced.)
 */
class ModulePathEmbeddingTest {
    /** Solves one overlapping map of a 2-colour checkerboard sample and prints it, one row a line. */
    private static final String EMBEDDER = """
            package embed;

            import dev.wfc.core.Solution;
            import dev.wfc.core.io.Image;
            import dev.wfc.core.model.OverlappingModel;
            import dev.wfc.parallel.Maps;
            import dev.wfc.parallel.SolveParams;

            public final class Main {
                public static void main(String[] args) {
                    int[] argb = new int[4 * 4];
                    for (int i = 0; i < argb.length; i++) {
                        argb[i] = (i % 4 + i / 4) % 2 == 0 ? 0xFF000000 : 0xFFFFFFFF;
                    }
                    OverlappingModel model = OverlappingModel.builder(new Image(argb, 4, 4)).n(2).build();
                    Solution map = Maps.solve(model::solverBuilder, SolveParams.defaults(8, 6, false), 42, 0);
                    System.out.println(Main.class.getModule().getName() + " uses " + Maps.class.getModule().getName());
                    System.out.println(map.solved() ? "solved" : "not solved");
                    Image image = model.render(map, 8, 6);
                    for (int y = 0; y < image.height(); y++) {
                        StringBuilder row = new StringBuilder();
                        for (int x = 0; x < image.width(); x++) {
                            row.append(image.pixel(x, y) == 0xFF000000 ? '#' : '.');
                        }
                        System.out.println(row);
                    }
                }
            }
            """;

    @Test
    void anEmbedderSolvesAMapOnTheModulePath(@TempDir Path dir) throws IOException, InterruptedException {
        List<Path> modulePath = modulePathOf("dev.wfc.parallel");
        Path src = dir.resolve("src");
        write(src.resolve("module-info.java"), "module embed { requires dev.wfc.parallel; }");
        write(src.resolve("embed/Main.java"), EMBEDDER);
        Path classes = dir.resolve("classes");
        assertEquals("", compile(src, classes, modulePath));

        List<String> lines = run(classes, modulePath, "embed/embed.Main");

        assertEquals("embed uses dev.wfc.parallel", lines.get(0), "both named modules, so on the module path");
        assertEquals("solved", lines.get(1));
        List<String> rows = lines.subList(2, lines.size());
        assertEquals(6, rows.size(), () -> String.join("\n", lines));
        // The sample's 2x2 patterns are the checkerboard's two phases, so any valid map is a checkerboard.
        for (int y = 0; y < rows.size(); y++) {
            String row = rows.get(y);
            assertTrue(row.matches("[#.]{8}"), row);
            for (int x = 0; x < row.length(); x++) {
                if (x + 1 < row.length()) {
                    assertNotEquals(row.charAt(x), row.charAt(x + 1), () -> String.join("\n", rows));
                }
                if (y + 1 < rows.size()) {
                    assertNotEquals(row.charAt(x), rows.get(y + 1).charAt(x), () -> String.join("\n", rows));
                }
            }
        }
    }

    /** The wave is an implementation detail: wfc-bitset exports its package to wfc-core alone. */
    @Test
    void theBitsetIsHiddenFromEmbedders(@TempDir Path dir) throws IOException {
        List<Path> modulePath = modulePathOf("dev.wfc.parallel");
        Path src = dir.resolve("src");
        write(src.resolve("module-info.java"), "module peek { requires dev.wfc.parallel; requires dev.wfc.bitset; }");
        write(src.resolve("peek/Peek.java"), "package peek; public class Peek { dev.wfc.bitset.Wave wave; }");

        String errors = compile(src, dir.resolve("classes"), modulePath);

        assertTrue(errors.contains("package dev.wfc.bitset is not visible")
                && errors.contains("does not export it to module peek"), errors);
    }

    /**
     * The locations of {@code root} and of every module it requires, directly or not, taken from this test's class
     * path (surefire sets {@code java.class.path} to it); modules of the JDK image are left to the JDK.
     */
    private static List<Path> modulePathOf(String root) {
        Map<String, ModuleReference> onClassPath = new LinkedHashMap<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            try {
                for (ModuleReference ref : ModuleFinder.of(Path.of(entry)).findAll()) {
                    onClassPath.putIfAbsent(ref.descriptor().name(), ref);
                }
            } catch (FindException notAModule) {
                // e.g. a test-classes directory: nothing an embedder needs
            }
        }
        Map<String, Path> needed = new LinkedHashMap<>();
        Deque<String> pending = new ArrayDeque<>(List.of(root));
        while (!pending.isEmpty()) {
            String name = pending.pop();
            ModuleReference ref = onClassPath.get(name);
            if (ref == null || needed.containsKey(name)) {
                continue;
            }
            needed.put(name, Path.of(ref.location().orElseThrow()));
            for (ModuleDescriptor.Requires requires : ref.descriptor().requires()) {
                if (!requires.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC)) {
                    pending.push(requires.name());
                }
            }
        }
        assertTrue(needed.containsKey(root), () -> root + " is not on the class path " + onClassPath.keySet());
        return new ArrayList<>(needed.values());
    }

    /** Compiles every source under {@code src} into {@code out} as one module; returns what javac reported. */
    private static String compile(Path src, Path out, List<Path> modulePath) throws IOException {
        ToolProvider javac = ToolProvider.findFirst("javac").orElseThrow(() -> new AssertionError("needs a JDK"));
        // An in-process javac without --class-path takes this JVM's java.class.path, which holds every module
        // as a plain jar too: an empty class path leaves the module path as the only place to find them.
        Path noClassPath = Files.createDirectories(out.resolveSibling(out.getFileName() + "-no-class-path"));
        List<String> args = new ArrayList<>(List.of("-Xlint:all", "-Werror", "-encoding", "UTF-8",
                "-d", out.toString(), "--module-path", joined(modulePath), "--class-path", noClassPath.toString()));
        try (var sources = Files.walk(src)) {
            sources.filter(p -> p.toString().endsWith(".java")).forEach(p -> args.add(p.toString()));
        }
        StringWriter report = new StringWriter();
        try (PrintWriter writer = new PrintWriter(report)) {
            javac.run(writer, writer, args.toArray(String[]::new));
        }
        return report.toString();
    }

    /** Runs {@code module/class} in a child JVM on the module path; returns its output lines (stderr included). */
    private static List<String> run(Path classes, List<Path> modulePath, String main)
            throws IOException, InterruptedException {
        List<Path> path = new ArrayList<>(modulePath);
        path.add(0, classes);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process child = new ProcessBuilder(java.toString(), "--module-path", joined(path), "-m", main)
                .redirectErrorStream(true).start();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, child.waitFor(), output);
        return output.lines().toList();
    }

    private static String joined(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
