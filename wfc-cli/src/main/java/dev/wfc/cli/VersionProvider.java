package dev.wfc.cli;

import picocli.CommandLine.IVersionProvider;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version for {@code --version}: the Maven project version, written into a resource at build time. */
final class VersionProvider implements IVersionProvider {
    private static final String RESOURCE = "version.properties";

    @Override
    public String[] getVersion() {
        return new String[] {"wfc " + version()};
    }

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
    static String version() {
        Properties props = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + ": missing from the class path (expected: built by Maven)");
            }
            props.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return props.getProperty("version");
    }
}
