package dev.wfc.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of wfc, as run.json records it and {@code wfc --version} prints it. */
public final class Version {
    private static final String RESOURCE = "version.properties";

    private Version() {
    }

    /** The Maven project version, e.g. {@code 0.1.0-SNAPSHOT}, written into a resource at build time. */
    public static String get() {
        Properties props = new Properties();
        try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
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
