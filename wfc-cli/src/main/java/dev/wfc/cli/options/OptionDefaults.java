package dev.wfc.cli.options;

import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.Map;

/**
 * Defaults of shared mixin options that differ for one command (e.g. {@code --size 24} for tiled maps). A command
 * names a subclass in {@code @Command(defaultValueProvider = ...)}; picocli then uses these values, in the help's
 * {@code (default: ...)} too, instead of the mixin's own.
 */
public abstract class OptionDefaults implements IDefaultValueProvider {
    private final Map<String, String> values;

    /** @param values default values by the option's longest name, e.g. {@code "--size" -> "24"} */
    protected OptionDefaults(Map<String, String> values) {
        this.values = Map.copyOf(values);
    }

    @Override
    public String defaultValue(ArgSpec arg) {
        return arg instanceof OptionSpec option ? values.get(option.longestName()) : null;
    }
}
