package dev.wfc.corpus;

import java.util.BitSet;

/**
 * What a corpus's manifest lists, as the verifier collects it: the maps of run.json's range, and per format the
 * maps whose file in that format is listed; and the file names the layout gives each map.
 *
 * <p>Maintainers: a bit per map ({@code listed}, by offset {@code index - start}) and a bit per map and format
 * ({@code files[format.ordinal()]}, null for a format run.json does not name). Name lookups are O(formats).
 */
final class ListedMaps {
    private final CorpusLayout layout;
    private final MapFormat[] formats;
    private final long start;
    private final int count;
    private final BitSet listed;
    private final BitSet[] files;

    /** For run.json's range of {@code count} maps from index {@code start}, in {@code formats} (run.json's order). */
    ListedMaps(CorpusLayout layout, MapFormat[] formats, long start, int count) {
        this.layout = layout;
        this.formats = formats;
        this.start = start;
        this.count = count;
        this.listed = new BitSet(count);
        this.files = new BitSet[MapFormat.values().length];
        for (MapFormat f : formats) {
            files[f.ordinal()] = new BitSet(count);
        }
    }

    /** The listed maps by offset from run.json's start index (live: the resolver reads it). */
    BitSet maps() {
        return listed;
    }

    /** Whether {@code index} is in run.json's range. */
    boolean inRange(long index) {
        return index >= start && index - start < count;
    }

    /** Whether map {@code index} (in the range) is listed. */
    boolean isListed(long index) {
        return listed.get((int) (index - start));
    }

    /** Records map {@code index} (in the range) as listed. */
    void list(long index) {
        listed.set((int) (index - start));
    }

    /** Records map {@code index}'s file in {@code format} (one of run.json's) as listed. */
    void listFile(long index, MapFormat format) {
        files[format.ordinal()].set((int) (index - start));
    }

    /** The format of {@code name} if it is the name of map {@code index}'s file in it, else null. */
    MapFormat formatOf(long index, String name) {
        for (MapFormat f : formats) {
            if (layout.fileName(index, f).equals(name)) {
                return f;
            }
        }
        return null;
    }

    /** The names of map {@code index}'s files, comma-separated, in run.json's format order. */
    String expectedNames(long index) {
        StringBuilder b = new StringBuilder();
        for (MapFormat f : formats) {
            b.append(b.length() == 0 ? "" : ", ").append(layout.fileName(index, f));
        }
        return b.toString();
    }

    /**
     * Whether {@code name} (relative to the corpus, or a shard member) is a listed file; {@code base} is its last
     * part, which starts with the map's index.
     */
    boolean isListedFile(String name, String base) {
        int dot = base.indexOf('.');
        if (dot < 1) {
            return false;
        }
        long index;
        try {
            index = Long.parseLong(base.substring(0, dot));
        } catch (NumberFormatException e) {
            return false;
        }
        if (!inRange(index)) {
            return false;
        }
        MapFormat format = formatOf(index, name);
        return format != null && files[format.ordinal()].get((int) (index - start));
    }
}
