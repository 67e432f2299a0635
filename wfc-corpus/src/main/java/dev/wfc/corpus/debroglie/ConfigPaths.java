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
}
