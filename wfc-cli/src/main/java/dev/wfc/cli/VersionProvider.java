package dev.wfc.cli;

import dev.wfc.corpus.Version;
import picocli.CommandLine.IVersionProvider;

/** The version for {@code --version}: the Maven project version, as wfc-corpus records it in run.json. */
final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"wfc " + Version.get()};
    }
}
