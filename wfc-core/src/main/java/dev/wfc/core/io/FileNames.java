package dev.wfc.core.io;

import java.nio.file.Path;
import java.util.Locale;

/** The NAME that outputs made from an input file are named after, the same for every runner. */
public final class FileNames {
    private FileNames() {
    }

    /** The file's name without {@code extension} (with its dot, matched in any case), if it ends with it. */
    public static String baseName(Path file, String extension) {
        String base = file.getFileName().toString();
        boolean strip = base.toLowerCase(Locale.ROOT).endsWith(extension.toLowerCase(Locale.ROOT))
                && base.length() > extension.length();
        return strip ? base.substring(0, base.length() - extension.length()) : base;
    }

    /**
     * The NAME of a tiled map: the tileset's file name without {@code .xml}, then {@code -SUBSET} with every
     * character other than a letter, digit, {@code .}, {@code _} or {@code -} replaced by {@code _}, so that a
     * subset name such as {@code "Dense Fabric"} or {@code "../x"} stays within one plain file name.
     *
     * @param subset the subset, or null for the whole tileset
     */
    public static String tilesetName(Path xml, String subset) {
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
