package dev.wfc.corpus;

import dev.wfc.parallel.Batch;
import dev.wfc.parallel.EncodingSink;
import dev.wfc.parallel.MapResult;
import dev.wfc.parallel.ProgressListener;

import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The re-solving half of {@link CorpusVerifier}: solves chosen maps of a corpus again, on worker threads, and reports
 * each whose status, attempts, grid digest or file digests differ from its manifest entry.
 *
 * <p>Maintainers: one manifest pass collects a small record per chosen map (so {@code --resolve all} holds one per
 * map), then one batch over the range solves the chosen indices (the others are skipped) and compares on the writer
 * thread.
 */
final class CorpusResolver {
    private final Path root;
    private final CorpusJob job;
    private final Set<MapFormat> formats;
    private final CorpusLayout layout;
    private final long start;
    private final int count;
    private final long masterSeed;
    private final Consumer<String> problem;

    CorpusResolver(Path root, CorpusJob job, Set<MapFormat> formats, CorpusLayout layout, long start, int count,
                   long masterSeed, Consumer<String> problem) {
        this.root = root;
        this.job = job;
        this.formats = formats;
        this.layout = layout;
        this.start = start;
        this.count = count;
        this.masterSeed = masterSeed;
        this.problem = problem;
    }

    /** What a manifest recorded of a map that is solved again. */
    private record Recorded(String status, int attempts, String sha256, Map<String, String> fileSha256) {
    }

    /**
     * Solves {@code wanted} of the {@code listed} maps again (all if negative), chosen evenly, and reports those
     * that differ from their manifest entry, telling {@code progress} (if not null) after each; returns how many
     * were solved.
     */
    long resolve(BitSet listed, long wanted, int threads, ProgressListener progress) throws IOException {
        int n = listed.cardinality();
        int k = wanted < 0 || wanted >= n ? n : (int) wanted;
        if (k == 0) {
            return 0;
        }
        // The j-th of k chosen maps is the floor(j * n / k)-th listed one: spread evenly, the same every time.
        BitSet chosen = new BitSet(count);
        int rank = 0;
        int j = 0;
        for (int o = listed.nextSetBit(0); o >= 0 && j < k; o = listed.nextSetBit(o + 1), rank++) {
            if (rank == (int) ((long) j * n / k)) {
                chosen.set(o);
                j++;
            }
        }
        Map<Long, Recorded> recorded = new HashMap<>();
        BitSet seen = new BitSet(count);
        ManifestLines.forEach(root, (entry, lineNumber) -> {
            if (entry == null || !entry.path("index").canConvertToExactIntegral()) {
                return;
            }
            long index = entry.get("index").asLong();
            if (index < start || index - start >= count || seen.get((int) (index - start))
                    || !chosen.get((int) (index - start))) {
                return;
            }
            seen.set((int) (index - start));
            Map<String, String> digests = new HashMap<>();
            entry.path(CorpusDir.FILE_SHA256_KEY).fields().forEachRemaining(f -> digests.put(f.getKey(),
                    f.getValue().asText()));
            recorded.put(index, new Recorded(entry.path("status").asText(), entry.path("attempts").asInt(),
                    entry.path("sha256").isNull() ? null : entry.path("sha256").asText(), digests));
        });
        Batch.Builder builder = Batch.builder(job.model()::solverBuilder, job.params()).masterSeed(masterSeed)
                .range(start, count).threads(threads).skip(i -> !chosen.get((int) (i - start)));
        if (progress != null) {
            builder.progress(progress);
        }
        builder.build().run(new EncodingSink<CorpusWriter.Encoded>() {
            @Override
            public CorpusWriter.Encoded encode(MapResult map) {
                return CorpusWriter.encode(job, formats, map.solution(), layout.levelsBelowRoot());
            }

            @Override
            public void accept(MapResult map, CorpusWriter.Encoded encoded) {
                compare(map, encoded, recorded.get(map.index()));
            }
        });
        return k;
    }

    private void compare(MapResult map, CorpusWriter.Encoded encoded, Recorded was) {
        String name = "map " + map.index() + ": solved again, ";
        String status = map.solution().status().name().toLowerCase(Locale.ROOT);
        if (!status.equals(was.status()) || map.solution().attempts() != was.attempts()) {
            problem.accept(name + "status " + status + " after " + map.solution().attempts()
                    + " attempts (recorded: " + was.status() + " after " + was.attempts() + ")");
        }
        if (!Objects.equals(encoded.sha256(), was.sha256())) {
            problem.accept(name + "its grid's sha256 is " + encoded.sha256() + " (recorded: " + was.sha256() + ")");
            return;
        }
        encoded.fileSha256().forEach((format, digest) -> {
            String old = was.fileSha256().get(format.extension());
            if (old != null && !old.equals(digest)) {
                problem.accept(name + "its " + format.extension() + " file's SHA-256 is " + digest + " (recorded: "
                        + old + ")");
            }
        });
    }
}
