package dev.wfc.cli;

import dev.wfc.corpus.Version;
import picocli.CommandLine.IVersionProvider;

/**
 * The version for {@code --version}: the Maven project version, as wfc-corpus records it in run.json. Read from its
 * resource once per JVM: picocli asks for it again for every subcommand added, which inherits it.
 */
final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return Line.VERSION.clone();
    }

    /** Holds the line, read when first asked for (class initialisation is lazy and thread-safe). */
    private static final class Line {
        static final String[] VERSION = {"wfc " + Version.get()};
    }
}
