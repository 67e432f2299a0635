package dev.wfc.corpus;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.io.InvalidInputException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The names of the two layouts, their run.json record, and older corpora read as flat. */
class CorpusLayoutTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void filesFanOutBeyondTenThousandMaps() {
        assertEquals("maps/009999.png", CorpusLayout.files(10_000).fileName(9999, MapFormat.PNG));
        CorpusLayout big = CorpusLayout.files(10_001);
        assertEquals("maps/000/000000.png", big.fileName(0, MapFormat.PNG));
        assertEquals("maps/012/012345.json", big.fileName(12_345, MapFormat.JSON));
        assertEquals("maps/1234/1234567.txt", big.fileName(1_234_567, MapFormat.TXT));
    }

    @Test
    void shardsNameTheirMembersAndArchives() {
        CorpusLayout shards = CorpusLayout.shards(100);
        assertEquals("000123.png", shards.fileName(123, MapFormat.PNG));
        assertEquals(1, shards.shardOf(199));
        assertEquals(2, shards.shardOf(200));
        assertEquals("shards/corpus-000007.tar", CorpusLayout.shardName(7));
        assertEquals("shards/corpus-1234567.tar", CorpusLayout.shardName(1_234_567));
    }

    @Test
    void runJsonRecordsTheLayoutAndOlderOnesAreFlat() throws InvalidInputException {
        for (CorpusLayout layout : new CorpusLayout[] {CorpusLayout.files(5), CorpusLayout.files(20_000),
                CorpusLayout.shards(64), CorpusLayout.parquetParts(64)}) {
            ObjectNode run = JSON.createObjectNode();
            layout.record(run);
            assertEquals(layout, CorpusLayout.of(run, "run.json"));
        }
        assertEquals(new CorpusLayout(false, 0, 0), CorpusLayout.of(JSON.createObjectNode(), "run.json"));
        ObjectNode odd = JSON.createObjectNode().put("layout", "shards").put("shardSize", 0);
        assertEquals("run.json: layout \"shards\", shardSize 0 (expected: layout \"files\", or \"shards\" or "
                + "\"parquet\" with a shardSize of 1..100000)", assertThrows(InvalidInputException.class,
                        () -> CorpusLayout.of(odd, "run.json")).getMessage());
    }

    @Test
    void parquetPartsAreNumberedAsShardsAndRecordedInRunJson() throws InvalidInputException {
        CorpusLayout parts = CorpusLayout.parquetParts(100);
        assertEquals("parquet/part-000002.parquet", parts.groupName(parts.shardOf(299)));
        assertEquals("shards/corpus-000002.tar", CorpusLayout.shards(100).groupName(2));
        assertEquals("parquet", parts.folder());
        ObjectNode run = JSON.createObjectNode();
        parts.record(run);
        assertEquals("{\"layout\":\"parquet\",\"shardSize\":100}", run.toString());
        assertEquals(parts, CorpusLayout.of(run, "run.json"));
    }
}
