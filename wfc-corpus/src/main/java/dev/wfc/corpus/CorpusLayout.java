package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Checks;
import dev.wfc.core.io.InvalidInputException;

import java.util.Locale;

/**
 * How a corpus directory stores its maps, recorded in run.json ({@code layout}, {@code mapsPerFolder},
 * {@code shardSize}):
 * <ul>
 *   <li>{@code files}: one file per map and format under {@code maps/}, {@code maps/000042.png}; a run of more than
 *       {@link #FAN_OUT_ABOVE} maps fans out into one folder per {@link #MAPS_PER_FOLDER} indices, named by
 *       {@code index / 1000} zero-padded to three digits ({@code maps/012/012345.png}). A corpus without these keys
 *       (made before they existed) is flat, whatever its count.</li>
 *   <li>{@code shards}: uncompressed POSIX ustar archives in the WebDataset convention,
 *       {@code shards/corpus-000000.tar}, shard {@code s} holding maps {@code s * shardSize .. (s + 1) * shardSize - 1}
 *       of the run's range (numbered from index 0, so runs of one job with aligned start indices never share a
 *       shard name), as members {@code 000042.png}, {@code 000042.json}, ... in index order.</li>
 *   <li>{@code parquet}: uncompressed Parquet files, {@code parquet/part-000000.parquet}, numbered as shards and
 *       holding {@code shardSize} maps each as rows in index order, with the columns of wfc-spark's
 *       {@code --layout parquet} ({@link ParquetRows}); the manifest names each map's part as its {@code shard}.</li>
 * </ul>
 *
 * @param shards whether maps are committed in groups of {@code shardSize}: tar shards, or Parquet parts
 * @param mapsPerFolder maps per subfolder of {@code maps/} in the files layout; 0 for none (flat)
 * @param shardSize maps per shard (or part) in the shards and parquet layouts; 0 in the files layout
 * @param parquet whether the groups are Parquet parts rather than tar shards
 */
public record CorpusLayout(boolean shards, int mapsPerFolder, int shardSize, boolean parquet) {
    /** The folder of shards, relative to the corpus directory. */
    public static final String SHARDS = "shards";
    /** The folder of Parquet parts, relative to the corpus directory. */
    public static final String PARQUET = "parquet";
    /** The default of {@code --shard-size}. */
    public static final int DEFAULT_SHARD_SIZE = 1000;
    /** The largest {@code --shard-size}: a shard is assembled in memory before it is written. */
    public static final int MAX_SHARD_SIZE = 100_000;
    /** A files-layout run of more maps than this fans out into subfolders. */
    public static final int FAN_OUT_ABOVE = 10_000;
    /** Maps per subfolder when a files-layout run fans out. */
    public static final int MAPS_PER_FOLDER = 1000;

    /** Bytes of a manifest line in memory, generously. */
    private static final double LINE_BYTES = 1024;
    private static final String KEY = "layout";
    private static final String FILES_NAME = "files";
    private static final String SHARDS_NAME = "shards";

    /** A files or tar-shards layout. */
    public CorpusLayout(boolean shards, int mapsPerFolder, int shardSize) {
        this(shards, mapsPerFolder, shardSize, false);
    }

    public CorpusLayout {
        if (parquet && !shards) {
            throw new IllegalArgumentException("a parquet layout groups maps (expected: shards true)");
        }
    }

    /** The files layout of a new run of {@code count} maps: flat up to {@link #FAN_OUT_ABOVE}, else fanned out. */
    public static CorpusLayout files(int count) {
        return new CorpusLayout(false, count > FAN_OUT_ABOVE ? MAPS_PER_FOLDER : 0, 0);
    }

    /**
     * The shards layout of {@code shardSize} maps a shard.
     *
     * @throws dev.wfc.core.WfcInputException {@code "--shard-size: ..."} unless it is 1..{@link #MAX_SHARD_SIZE}
     */
    public static CorpusLayout shards(int shardSize) {
        return new CorpusLayout(true, 0, Checks.inRange("--shard-size", shardSize, 1, MAX_SHARD_SIZE));
    }

    /**
     * The parquet layout of {@code shardSize} maps a part.
     *
     * @throws dev.wfc.core.WfcInputException {@code "--shard-size: ..."} unless it is 1..{@link #MAX_SHARD_SIZE}
     */
    public static CorpusLayout parquetParts(int shardSize) {
        return new CorpusLayout(true, 0, shards(shardSize).shardSize(), true);
    }

    /**
     * The layout {@code --layout NAME} names for a run of {@code count} maps.
     *
     * @throws InvalidInputException naming {@code --layout} for another name
     */
    public static CorpusLayout named(String name, int count, int shardSize) throws InvalidInputException {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case FILES_NAME -> files(count);
            case SHARDS_NAME -> shards(shardSize);
            case PARQUET -> parquetParts(shardSize);
            default -> throw new InvalidInputException("--layout: '" + name + "' (expected: files, shards or "
                    + "parquet)");
        };
    }

    /**
     * The layout a run.json records; one without the keys is the flat files layout of older corpora.
     *
     * @throws InvalidInputException naming run.json's key that is not a layout
     */
    public static CorpusLayout of(JsonNode run, String where) throws InvalidInputException {
        JsonNode name = run.get(KEY);
        if (name == null || name.asText().equals(FILES_NAME) && name.isTextual()) {
            int perFolder = run.path("mapsPerFolder").asInt(0);
            if (perFolder < 0) {
                throw new InvalidInputException(where + ": mapsPerFolder " + perFolder + " (expected: >= 0)");
            }
            return new CorpusLayout(false, perFolder, 0);
        }
        JsonNode size = run.path("shardSize");
        boolean parquet = name.asText().equals(PARQUET);
        if ((parquet || name.asText().equals(SHARDS_NAME)) && name.isTextual() && size.canConvertToInt()
                && size.asInt() >= 1 && size.asInt() <= MAX_SHARD_SIZE) {
            return new CorpusLayout(true, 0, size.asInt(), parquet);
        }
        throw new InvalidInputException(where + ": layout " + name + ", shardSize " + size + " (expected: layout "
                + "\"files\", or \"shards\" or \"parquet\" with a shardSize of 1.." + MAX_SHARD_SIZE + ")");
    }

    /**
     * Rough, generous heap bytes the writer holds while it assembles shards (or parts) of a run of {@code count} maps:
     * the maps of two shards, the one being completed and the next, whose first maps arrive meanwhile (at most
     * {@code count}), each its {@code formats} files of {@link CorpusJob#bytesPerFile} and 1 KB for its manifest
     * line; in the parquet layout also its {@code cells} column (counted as one file more), and all of it twice, as a
     * part's pages are copied together. 0 in the files layout, whose maps are written one by one.
     */
    public double writerBytes(CorpusJob job, int formats, int count) {
        if (!shards) {
            return 0;
        }
        double perMap = (formats + (parquet ? 1 : 0)) * job.bytesPerFile() + LINE_BYTES;
        return Math.min(2.0 * shardSize, count) * perMap * (parquet ? 2 : 1);
    }

    /** The folder that holds the maps, relative to the corpus: {@code maps}, {@code shards} or {@code parquet}. */
    public String folder() {
        return parquet ? PARQUET : shards ? SHARDS : CorpusDir.MAPS;
    }

    /** Records the layout in run.json. */
    void record(ObjectNode run) {
        run.put(KEY, parquet ? PARQUET : shards ? SHARDS_NAME : FILES_NAME);
        if (shards) {
            run.put("shardSize", shardSize);
        } else if (mapsPerFolder > 0) {
            run.put("mapsPerFolder", mapsPerFolder);
        }
    }

    /** {@code 000042.png}: the index zero-padded to at least six digits. */
    static String baseName(long index, MapFormat format) {
        return padded(index, 6) + "." + format.extension();
    }

    /**
     * {@code value} (>= 0) in decimal, zero-padded to at least {@code digits} digits, as {@code %0Nd} writes it; a
     * worker names every map's files, and {@code String.format} took 3.5% of its time on Knots 24².
     */
    static String padded(long value, int digits) {
        assert value >= 0 : value;
        String decimal = Long.toString(value);
        return decimal.length() >= digits ? decimal : "0".repeat(digits - decimal.length()) + decimal;
    }

    /**
     * The name a manifest lists for map {@code index} in {@code format}: relative to the corpus in the files layout
     * ({@code maps/000042.png}, {@code maps/012/012345.png}), the member name in the shards layout.
     */
    public String fileName(long index, MapFormat format) {
        if (shards) {
            return baseName(index, format);
        }
        if (mapsPerFolder == 0) {
            return CorpusDir.MAPS + "/" + baseName(index, format);
        }
        return CorpusDir.MAPS + "/" + padded(index / mapsPerFolder, 3) + "/" + baseName(index, format);
    }

    /**
     * How many folders below the corpus root the files of a map lie, for the paths by which they name the
     * corpus's shared files ({@link CorpusJob#encode(MapFormat, dev.wfc.core.Solution, int)}): 2 in a fanned-out files
     * layout ({@code maps/012/}), else 1: {@code maps/}, and a shard's members or a part's values as they are
     * extracted beside it, into {@code shards/} or {@code parquet/}.
     */
    public int levelsBelowRoot() {
        return !shards && mapsPerFolder > 0 ? 2 : 1;
    }

    /** The number of the shard that holds map {@code index}. */
    public long shardOf(long index) {
        return index / shardSize;
    }

    /**
     * The file of shard (or part) {@code number}, relative to the corpus: {@link #shardName} in the shards layout,
     * {@code parquet/part-000007.parquet} in the parquet layout.
     */
    public String groupName(long number) {
        return parquet ? PARQUET + "/part-" + padded(number, 6) + ".parquet" : shardName(number);
    }

    /** {@code shards/corpus-000007.tar}: shard {@code number}, relative to the corpus. */
    public static String shardName(long number) {
        return SHARDS + "/corpus-" + padded(number, 6) + ".tar";
    }
}
