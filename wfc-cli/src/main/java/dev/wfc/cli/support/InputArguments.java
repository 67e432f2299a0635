package dev.wfc.cli.support;

import dev.wfc.core.internal.Quote;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The files a command line names, so that an output that is one of the command's inputs is refused before it is
 * written ({@code wfc overlapping in.png --out in.png}). Every path-valued argument the user gave counts, positional
 * or option, except the output options being written, and the images of a classic tileset ({@code NAME/} beside
 * {@code NAME.xml}): "the same file" is {@link Files#isSameFile}, so a symbolic or hard link to an input is caught too.
 */
public final class InputArguments {
    private InputArguments() {
    }

    /**
     * @param spec the running command
     * @param outputs the options of the files about to be written ({@code --out}, {@code --json}, ...), or their
     *     paths' keys
     * @param output one file about to be written, named by option {@code option}
     * @throws CliFailure exit 2 {@code "--out in.png: also the input SAMPLE.png (expected: ...)"} if {@code output}
     *     is a file that another argument names
     */
    public static void refuseInput(CommandSpec spec, Collection<String> outputs, String option, Path output) {
        if (spec == null || !Files.exists(output)) {
            return;
        }
        for (Map.Entry<String, Path> in : named(spec.commandLine().getParseResult(), outputs).entrySet()) {
            if (sameFile(in.getValue(), output)) {
                throw CliFailure.badInput(option + " " + Quote.path(output) + ": also the input " + in.getKey()
                        + " (expected: an output that is not one of the inputs)");
            }
            Path images = tileImages(in.getValue());
            Path parent = output.toAbsolutePath().getParent();
            if (images != null && parent != null && sameFile(images, parent)) {
                throw CliFailure.badInput(option + " " + Quote.path(output) + ": an image of the input "
                        + in.getKey() + " (expected: an output outside the tileset's image folder)");
            }
        }
    }

    /** The path-valued arguments of the command that was run, by their option name or parameter label. */
    private static Map<String, Path> named(ParseResult result, Collection<String> outputs) {
        ParseResult last = result;
        while (last.hasSubcommand()) {
            last = last.subcommand();
        }
        Map<String, Path> paths = new LinkedHashMap<>();
        for (ArgSpec arg : last.matchedArgs()) {
            String name = arg instanceof OptionSpec o ? o.longestName() : arg.paramLabel();
            if (arg instanceof OptionSpec o && outputs.contains(o.longestName())) {
                continue;
            }
            Object value = arg.getValue();
            if (value instanceof Path p) {
                paths.putIfAbsent(name, p);
            } else if (value instanceof Collection<?> list) {
                for (Object v : list) {
                    if (v instanceof Path p) {
                        paths.putIfAbsent(name + " " + Quote.path(p), p);
                    }
                }
            }
        }
        return paths;
    }

    /** The image folder of a classic tileset {@code NAME.xml}: {@code NAME} beside it, or null if none is there. */
    private static Path tileImages(Path input) {
        Path name = input.getFileName();
        if (name == null || !name.toString().toLowerCase(Locale.ROOT).endsWith(".xml")) {
            return null;
        }
        String s = name.toString();
        Path folder = input.resolveSibling(s.substring(0, s.length() - 4));
        return Files.isDirectory(folder) ? folder : null;
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.isSameFile(a, b);
        } catch (IOException | SecurityException e) {
            return false;
        }
    }
}
