package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/** Relative paths of a configuration, kept inside their folder: no absolute path, no {@code ..} out of it. */
public final class ConfigPaths {
    private ConfigPaths() {
    }

    /**
     * {@code dir} joined with {@code relative}, normalized.
     *
     * @throws WfcInputException "KEY: 'VALUE' (expected: a path inside DIR)" if it is absolute or escapes {@code dir}
     */
    public static Path inside(Path dir, String relative, String key) {
        Path p;
        try {
            p = Path.of(relative.replace('\\', '/'));
        } catch (InvalidPathException e) {
            throw new WfcInputException(key + ": '" + relative + "' (expected: a valid relative path)");
        }
        Path base = dir.toAbsolutePath().normalize();
        Path joined = base.resolve(p).normalize();
        if (p.isAbsolute() || !joined.startsWith(base) || relative.isEmpty()) {
            throw new WfcInputException(key + ": '" + relative + "' (expected: a path inside " + base + ")");
        }
        return joined;
    }

    /**
     * An input file {@code relative} to {@code dir} as {@link #inside} resolves it; when no file has that exact name
     * but exactly one file of its folder has it up to case, that one (DeBroglie's samples were written on a file
     * system that ignores case: {@code "Colored city.png"} names {@code Colored City.png}).
     */
    public static Path input(Path dir, String relative, String key) {
        Path p = inside(dir, relative, key);
        if (java.nio.file.Files.exists(p) || p.getParent() == null || !java.nio.file.Files.isDirectory(p.getParent())) {
            return p;
        }
        String name = p.getFileName().toString();
        try (java.util.stream.Stream<Path> list = java.nio.file.Files.list(p.getParent())) {
            java.util.List<Path> same = list.filter(f -> f.getFileName().toString().equalsIgnoreCase(name)).toList();
            return same.size() == 1 ? same.get(0) : p;
        } catch (java.io.IOException e) {
            return p;
        }
    }
}
