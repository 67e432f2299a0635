package dev.wfc.cli.stats;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.FileTrees;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.CorpusReader;
import dev.wfc.corpus.MapFormat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * The gallery's {@code thumbnails/} folder of a shards or parquet corpus, replaced whole and only with the rest of
 * {@code wfc stats}'s files: the PNGs are copied out into a staging folder beside it ({@link #stage}), which takes
 * the folder's place while the old one waits aside ({@link #swapIn}); once every other file is written the old one
 * is deleted ({@link #commit}), and if one fails it is put back ({@link #rollBack}), so a failed run leaves
 * {@code thumbnails/} as it was.
 *
 * <p>Maintainers: the staging folder is {@code .thumbnails.new}, the old one waits as {@code .thumbnails.old}, both
 * beside {@code thumbnails/}; leftovers of a killed run are deleted before they are used. Moves within one folder
 * are renames.
 */
final class Thumbnails {
    private final Path folder;
    private final Path staged;
    private final Path old;
    private boolean swapped;
    private boolean hadOld;

    private Thumbnails(Path folder) {
        this.folder = folder;
        this.staged = folder.resolveSibling("." + folder.getFileName() + ".new");
        this.old = folder.resolveSibling("." + folder.getFileName() + ".old");
    }

    /**
     * Copies every map's PNG out of its shard or part into the staging folder of {@code folder}, under its member
     * name, one at a time (so a large corpus's images never wait in memory together).
     *
     * @throws CliFailure exit 2 for a corpus that cannot be read, 1 for a file that cannot be written (the staging
     *     folder deleted)
     */
    static Thumbnails stage(CorpusReader reader, Path folder) {
        Thumbnails t = new Thumbnails(folder);
        try {
            FileTrees.delete(t.staged);
            Files.createDirectories(t.staged);
            reader.forEachFile(MapFormat.PNG, (name, bytes) -> AtomicFiles.write(t.staged.resolve(name), bytes));
        } catch (InvalidInputException e) {
            t.dropStaged();
            throw CliFailure.badInput(e.getMessage());
        } catch (IOException e) {
            t.dropStaged();
            throw CliFailure.failed("--out " + IoErrors.describe(e));
        }
        return t;
    }

    /**
     * Puts the staged images in the folder's place, the old folder aside.
     *
     * @throws CliFailure exit 1 if a rename fails (the folder as it was, the staging folder deleted)
     */
    void swapIn() {
        try {
            FileTrees.delete(old);
            hadOld = Files.exists(folder, LinkOption.NOFOLLOW_LINKS);
            if (hadOld) {
                Files.move(folder, old);
            }
            Files.move(staged, folder);
            swapped = true;
        } catch (IOException e) {
            rollBack();
            throw CliFailure.failed("--out " + folder + ": cannot be replaced (" + IoErrors.describe(e) + ")");
        }
    }

    /** Deletes the old folder: the new one stays. A failure leaves it aside, the run's files all written. */
    void commit() {
        try {
            FileTrees.delete(old);
        } catch (IOException e) {
            throw CliFailure.failed("--out " + old + ": cannot be deleted (" + IoErrors.describe(e) + ")");
        }
    }

    /** Undoes {@link #stage} and {@link #swapIn}, as far as they went: the folder as it was. */
    void rollBack() {
        try {
            if (swapped) {
                FileTrees.delete(folder);
            }
            if (hadOld && Files.exists(old) && !Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(old, folder);
            }
        } catch (IOException ignored) {
            // The failure being reported matters more; the old images stay in .thumbnails.old.
        }
        dropStaged();
    }

    private void dropStaged() {
        try {
            FileTrees.delete(staged);
        } catch (IOException ignored) {
            // The failure being reported matters more than a leftover staging folder, deleted on the next run.
        }
    }
}
