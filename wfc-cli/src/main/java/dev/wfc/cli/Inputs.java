package dev.wfc.cli;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.TiledModel;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reading the commands' input files, and the NAME their default outputs are named after. A file that cannot be
 * read or used is a {@link CliFailure} with exit code 2 whose one-line message names the file (and, for XML, the
 * element at fault).
 */
final class Inputs {
    private Inputs() {
    }

    /** A PNG image of any colour type. */
    static Image png(Path file) {
        try {
            return Png.read(file);
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (OutOfMemoryError e) {
            throw CliFailure.badInput(file + ": too large to read (out of memory)");
        }
    }

    /**
     * A classic tileset with its images, narrowed to {@code subset} (null for every tile).
     *
     * @param allowDeadEnds whether a tile that no tile may neighbour on some side is accepted
     */
    static TiledModel tiled(Path xml, String subset, boolean allowDeadEnds) {
        TiledModel.Builder builder = TiledModel.builder(xml).allowDeadEnds(allowDeadEnds);
        if (subset != null) {
            builder.subset(subset);
        }
        try {
            return builder.build();
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (OutOfMemoryError e) {
            throw CliFailure.badInput(xml + ": tile images too large to read (out of memory)");
        }
    }

    /** The file's name without {@code extension} (with its dot, matched in any case), if it ends with it. */
    static String baseName(Path file, String extension) {
        String base = file.getFileName().toString();
        boolean strip = base.toLowerCase(Locale.ROOT).endsWith(extension.toLowerCase(Locale.ROOT))
                && base.length() > extension.length();
        return strip ? base.substring(0, base.length() - extension.length()) : base;
    }

    /**
     * The NAME of a tiled map: the tileset's file name without {@code .xml}, then {@code -SUBSET} with every
     * character other than a letter, digit, {@code .}, {@code _} or {@code -} replaced by {@code _}, so that a
     * subset name such as {@code "Dense Fabric"} or {@code "../x"} stays within one plain file name.
     */
    static String tilesetName(Path xml, String subset) {
        String name = baseName(xml, ".xml");
        if (subset == null) {
            return name;
        }
        StringBuilder sb = new StringBuilder(name).append('-');
        subset.codePoints().forEach(c -> sb.appendCodePoint(
                Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-' ? c : '_'));
        return sb.toString();
    }
}
