package dev.wfc.corpus;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** The file formats a corpus can write per map; which ones a model offers is up to its {@link CorpusJob}. */
public enum MapFormat {
    /** The rendered image. */
    PNG,
    /** The grid of tile or pattern ids as JSON. */
    JSON,
    /** The grid as text, one line per row. */
    TXT,
    /** A Tiled editor map. */
    TMJ,
    /** A MagicaVoxel voxel model: cube maps only. */
    VOX,
    /** A Tiled editor map in XML; last, so that the order of the older formats (files in a map's entry) stays. */
    TMX;

    /** The file extension, also the name used in {@code --formats}. */
    public String extension() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads a comma-separated list such as {@code png,json}; order and repeats do not matter.
     *
     * @throws IllegalArgumentException naming the first unknown entry and every format
     */
    public static Set<MapFormat> parse(String list) {
        Set<MapFormat> formats = EnumSet.noneOf(MapFormat.class);
        for (String entry : list.split(",", -1)) {
            String name = entry.strip();
            formats.add(Arrays.stream(values()).filter(f -> f.extension().equalsIgnoreCase(name)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("'" + name + "' (expected: a comma-separated list "
                            + "of " + names(EnumSet.allOf(MapFormat.class)) + ")")));
        }
        return formats;
    }

    /** {@code "png, json"}: the extensions in declaration order. */
    public static String names(Set<MapFormat> formats) {
        return formats.stream().map(MapFormat::extension).collect(Collectors.joining(", "));
    }
}
