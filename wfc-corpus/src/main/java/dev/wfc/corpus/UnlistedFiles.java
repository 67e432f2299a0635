package dev.wfc.corpus;

import dev.wfc.core.io.TiledAtlas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The verifier's walk of a corpus for what its manifest does not list: the top folder, then {@code maps/}, each
 * shard's members, or (through {@link PartChecks}) each part's rows. Reports each such file as one line.
 *
 * <p>Maintainers: runs after every manifest entry was checked, so {@link ListedMaps} is complete. Walks in name
 * order, so reports come in the same order every time. It ignores {@code .wfc.lock}, the default output folder of
 * {@code wfc stats} and, with tmj or tmx, {@code tileset.png}. Memory: one shard's member list at a time.
 */
final class UnlistedFiles {
    private final Path root;
    private final CorpusLayout layout;
    private final Set<MapFormat> formats;
    private final ListedMaps listed;
    private final Consumer<String> problem;

    UnlistedFiles(Path root, CorpusLayout layout, Set<MapFormat> formats, ListedMaps listed,
                  Consumer<String> problem) {
        this.root = root;
        this.layout = layout;
        this.formats = formats;
        this.listed = listed;
        this.problem = problem;
    }

    /** What {@link #eachGroup} does with a group file the layout names. */
    interface GroupVisitor {
        void visit(String group, long number) throws IOException;
    }

    /** Reports every file of the corpus that the manifest does not list; {@code parts} walks a parquet layout. */
    void check(PartChecks parts) throws IOException {
        try (Stream<Path> top = Files.list(root)) {
            for (Path p : (Iterable<Path>) top.sorted()::iterator) {
                String name = p.getFileName().toString();
                boolean known = name.equals(CorpusDir.RUN) || name.equals(CorpusDir.MANIFEST)
                        || name.equals(CorpusLock.FILE) || name.equals(CorpusVerifier.STATS) && Files.isDirectory(p)
                        || name.equals(CorpusDir.MAPS) && !layout.shards() && Files.isDirectory(p)
                        || name.equals(layout.folder()) && layout.shards() && Files.isDirectory(p)
                        || (formats.contains(MapFormat.TMJ) || formats.contains(MapFormat.TMX))
                        && name.equals(TiledAtlas.IMAGE);
                if (!known) {
                    problem.accept(name + ": not listed in the manifest (expected: only run.json, manifest.jsonl, "
                            + layout.folder() + "/ and the files it lists)");
                }
            }
        }
        if (layout.parquet()) {
            parts.checkRows(this);
        } else if (layout.shards()) {
            checkShards();
        } else {
            checkMapsFolder();
        }
    }

    private void checkMapsFolder() throws IOException {
        Path maps = root.resolve(CorpusDir.MAPS);
        if (!Files.isDirectory(maps)) {
            return;
        }
        try (Stream<Path> all = Files.walk(maps)) {
            for (Path p : (Iterable<Path>) all.sorted()::iterator) {
                if (Files.isDirectory(p)) {
                    continue;
                }
                String name = root.relativize(p).toString().replace(java.io.File.separatorChar, '/');
                if (!listed.isListedFile(name, p.getFileName().toString())) {
                    problem.accept(name + ": not listed in the manifest");
                }
            }
        }
    }

    private void checkShards() throws IOException {
        try (ShardStore store = new ShardStore(root)) {
            eachGroup((shard, number) -> {
                Map<String, Ustar.Member> members;
                try {
                    members = store.members(shard);
                } catch (IOException e) {
                    return; // reported with the entries that name it
                }
                for (String member : members.keySet()) {
                    boolean here;
                    try {
                        here = layout.shardOf(Long.parseLong(member.substring(0, Math.max(member.indexOf('.'), 0))))
                                == number;
                    } catch (NumberFormatException e) {
                        here = false;
                    }
                    if (!here || !listed.isListedFile(member, member)) {
                        problem.accept(shard + ": " + member + ": not listed in the manifest");
                    }
                }
            });
        }
    }

    /**
     * Calls {@code visit} with each file of the layout's folder that is a shard or part the layout names, in name
     * order (its path relative to the corpus, and its number), and reports every other entry there as unlisted.
     */
    void eachGroup(GroupVisitor visit) throws IOException {
        Path dir = root.resolve(layout.folder());
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> all = Files.list(dir)) {
            for (Path p : (Iterable<Path>) all.sorted()::iterator) {
                String group = layout.folder() + "/" + p.getFileName();
                long number = groupNumber(p.getFileName().toString());
                if (number < 0 || !Files.isRegularFile(p)) {
                    problem.accept(group + ": not listed in the manifest");
                    continue;
                }
                visit.visit(group, number);
            }
        }
    }

    /**
     * The number of a shard or part file named {@code name} in the layout's folder ({@code corpus-000007.tar},
     * {@code part-000007.parquet}), or -1 for a name the layout does not give a group.
     */
    private long groupNumber(String name) {
        int dash = name.indexOf('-');
        int dot = name.lastIndexOf('.');
        if (dash < 0 || dot <= dash) {
            return -1;
        }
        try {
            long n = Long.parseLong(name.substring(dash + 1, dot));
            return layout.groupName(n).equals(layout.folder() + "/" + name) ? n : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
