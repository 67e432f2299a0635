package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.corpus.parquet.ParquetPart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The verifier's checks of a parquet corpus: that each manifest entry's row is in the part it names and agrees
 * with it, and, in the walk for unlisted files, that each part's rows are maps the manifest lists with the formats
 * it lists.
 *
 * <p>Maintainers: a missing or damaged part is reported once, on its first entry ({@code reportedPart}), and not
 * again as unlisted ({@code namedParts}). Memory: the names of the parts, and one part's columns at a time.
 */
final class PartChecks {
    private final Path root;
    private final ListedMaps listed;
    private final MapFormat[] formats;
    private final CorpusLayout layout;
    private final Consumer<String> problem;
    /** The parts manifest entries name, and the last part reported missing or damaged. */
    private final Set<String> namedParts = new HashSet<>();
    private String reportedPart;

    /** Checks the corpus in {@code root} against {@code listed}, in run.json's {@code formats} (its order). */
    PartChecks(Path root, ListedMaps listed, MapFormat[] formats, CorpusLayout layout, Consumer<String> problem) {
        this.root = root;
        this.listed = listed;
        this.formats = formats;
        this.layout = layout;
        this.problem = problem;
    }

    /**
     * Whether {@code entry}'s row is in its part {@code part}; if not, reports it: a missing or damaged part once,
     * on its first entry, a missing row on its map. A row that is there is checked against the entry: its own seed,
     * status and sha256 columns. Reads through {@code parts}.
     */
    boolean rowPresent(PartStore parts, JsonNode entry, String map, String part) {
        namedParts.add(part);
        String damage = parts.partProblem(entry);
        if (damage != null) {
            if (!part.equals(reportedPart)) {
                reportedPart = part;
                problem.accept(part + ": " + damage + " (it holds maps the manifest lists, such as " + map + ")");
            }
            return false;
        }
        try {
            if (!parts.hasRow(entry)) {
                problem.accept(map + ": " + part + ": no row of its index");
                return false;
            }
        } catch (IOException e) {
            throw new AssertionError("partProblem read the part", e);
        }
        try {
            parts.rowDisagreements(entry).forEach(d -> problem.accept(map + ": " + part + ": " + d));
        } catch (IOException e) {
            problem.accept(map + ": " + part + ": " + IoErrors.describe(e));
        }
        return true;
    }

    /**
     * Reports, through {@code walk}'s group files, the files of {@code parquet/} that are not parts named by the
     * manifest, and the rows of each part whose index is not of that part or whose format values the manifest does
     * not list; a damaged part named by the manifest was reported with its entries. Reads with a store of its own.
     */
    void checkRows(UnlistedFiles walk) throws IOException {
        try (PartStore store = new PartStore(root)) {
            walk.eachGroup((part, number) -> {
                ParquetPart rows;
                try {
                    rows = store.part(part);
                } catch (IOException e) {
                    if (!namedParts.contains(part)) {
                        problem.accept(part + ": not listed in the manifest (" + IoErrors.describe(e) + ")");
                    }
                    return;
                }
                long[] indices = store.indices();
                boolean[][] present = new boolean[formats.length][];
                for (int f = 0; f < formats.length; f++) {
                    String column = formats[f].extension();
                    try {
                        present[f] = rows.has(column) ? rows.present(column) : new boolean[indices.length];
                    } catch (IOException e) {
                        problem.accept(part + ": " + IoErrors.describe(e));
                        present[f] = new boolean[indices.length];
                    }
                }
                for (int r = 0; r < indices.length; r++) {
                    long index = indices[r];
                    if (layout.shardOf(index) != number || !listed.inRange(index) || !listed.isListed(index)) {
                        problem.accept(part + ": the row of map " + index + ": not listed in the manifest");
                        continue;
                    }
                    for (int f = 0; f < formats.length; f++) {
                        String member = CorpusLayout.baseName(index, formats[f]);
                        if (present[f][r] && !listed.isListedFile(member, member)) {
                            problem.accept(part + ": the row of map " + index + ": its " + formats[f].extension()
                                    + " value is not listed in the manifest");
                        }
                    }
                }
            });
        }
    }
}
