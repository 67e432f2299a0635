package dev.wfc.corpus;

import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The memory a corpus writer holds for the shards it assembles ({@link CorpusLayout#writerBytes}), against a hand
 * computation for a learned job of two tiles (a text example of {@code a} and {@code b}) on a 10x10 grid at scale 1:
 * a file is at most 4 * 100 pixels + 12 * 100 cells + 96 * 2 tiles + 1024 = 2816 bytes.
 */
class WriterMemoryTest {
    @TempDir
    Path dir;

    @Test
    void twoShardsOfMapsEachItsFilesAndLineAndParquetTwice() throws IOException, InvalidInputException {
        Files.writeString(dir.resolve("ab.txt"), "ab\nba\n", StandardCharsets.UTF_8);
        CorpusJob job = CorpusJob.read(SpecFiles.write(dir, "ab.json",
                "{'model': 'learned', 'examples': 'ab.txt', 'size': 10}"));
        assertEquals(2816, job.bytesPerFile());

        // Shards of 50: two shards, 100 maps, each 2 files and a line of 1024 bytes: 100 * (2 * 2816 + 1024).
        assertEquals(665_600, CorpusLayout.shards(50).writerBytes(job, 2, 1000));
        // A run of 30 maps holds at most its 30.
        assertEquals(199_680, CorpusLayout.shards(50).writerBytes(job, 2, 30));
        // Parquet: the cells column as a third file, and the part's pages a second copy: 2 * 100 * (3 * 2816 + 1024).
        assertEquals(1_894_400, CorpusLayout.parquetParts(50).writerBytes(job, 2, 1000));
        // The files layout writes each map at once.
        assertEquals(0, CorpusLayout.files(1000).writerBytes(job, 2, 1000));
    }
}
