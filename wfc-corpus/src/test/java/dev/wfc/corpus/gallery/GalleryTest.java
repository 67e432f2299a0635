package dev.wfc.corpus.gallery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.WfcInputException;
import dev.wfc.corpus.CorpusReader.MapEntry;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The gallery page without a browser: its data block (one row per map, in index order, whatever order the manifest
 * had), the worst maps, escaping of every manifest string, relative URLs, and the page size's range. The browser
 * test of wfc-cli ({@code StatsGalleryBrowserTest}) loads the page and pages through it.
 */
class GalleryTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static MapEntry entry(long index, double divergence) {
        return new MapEntry(index, Long.toString(index * 7 - 3), index == 2 ? "contradiction" : "solved",
                index == 2 ? 10 : 1, 1.5 + index, List.of(String.format("maps/%06d.png", index),
                String.format("maps/%06d.json", index)), divergence);
    }

    private static JsonNode data(String html) throws IOException {
        Matcher m = Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL)
                .matcher(html);
        assertTrue(m.find());
        return JSON.readTree(m.group(1));
    }

    @Test
    void rowsInIndexOrderAndTheWorstByDivergence() throws IOException {
        Gallery gallery = new Gallery(4);
        long[] order = {5, 0, 3, 1, 4, 2, 6, 13, 7, 8, 9, 10, 11, 12};
        for (long i : order) {
            gallery.accept(entry(i, i == 3 ? Double.NaN : (i % 5) * 0.25));
        }
        assertEquals(14, gallery.maps());
        assertEquals(4, gallery.pages());
        String html = gallery.html("corpus", "14 maps", "../", List.of("histogram.png", "times.png"));
        JsonNode data = data(html);
        assertEquals(4, data.get("pageSize").asInt());
        assertEquals("../", data.get("images").asText());
        for (int i = 0; i < 14; i++) {
            JsonNode row = data.get("maps").get(i);
            assertEquals(i, row.get(0).asLong());
            assertEquals(Long.toString(i * 7L - 3), row.get(1).asText());
            assertEquals(String.format("maps/%06d.png", i), row.get(6).asText());
        }
        assertTrue(data.get("maps").get(3).get(5).isNull());
        assertEquals("contradiction", data.get("maps").get(2).get(2).asText());
        assertEquals(10, data.get("maps").get(2).get(3).asInt());
        // Divergence (i mod 5) / 4: 1.0 for 4, 9; 0.75 for 8, 13; 0.5 for 2, 7, 12; 0.25 for 1, 6, 11; 0 for 0, 5, 10.
        List<Long> worst = new ArrayList<>();
        Matcher m = Pattern.compile("<li class=\"map worst [a-z_]+\" data-index=\"([0-9]+)\">").matcher(html);
        while (m.find()) {
            worst.add(Long.parseLong(m.group(1)));
        }
        assertEquals(List.of(4L, 9L, 8L, 13L, 2L, 7L, 12L, 1L, 6L, 11L, 0L, 5L), worst);
        assertTrue(html.contains("<img src=\"../maps/000004.png\" alt=\"map 4\">"));
        assertTrue(html.contains("<img src=\"histogram.png\""));
        assertEquals(html, gallery.html("corpus", "14 maps", "../", List.of("histogram.png", "times.png")));
    }

    @Test
    void manifestStringsCannotBreakOutOfThePage() throws IOException {
        Gallery gallery = new Gallery(Gallery.DEFAULT_PAGE_SIZE);
        gallery.accept(new MapEntry(0, "</script><b>", "<i>\"solved\"", 1, 2, List.of("maps/a b#1&<x>.png"), 0.5));
        String html = gallery.html("c <&> \"d\"", "s </p>", "", List.of());
        assertFalse(html.contains("</script><b>"));
        assertFalse(html.contains("<i>"));
        assertTrue(html.contains("<title>wfc gallery: c &lt;&amp;&gt; &quot;d&quot;</title>"));
        JsonNode row = data(html).get("maps").get(0);
        assertEquals("</script><b>", row.get(1).asText());
        assertEquals("<i>\"solved\"", row.get(2).asText());
        assertEquals("maps/a%20b%231%26%3Cx%3E.png", row.get(6).asText());
    }

    @Test
    void urls() {
        assertEquals("maps/000001.png", Gallery.url("maps/000001.png"));
        assertEquals("a%20b/%23c%25.png", Gallery.url("a b/#c%.png"));
        assertEquals("c%3Ad/x.png", Gallery.url("c:d/x.png"));
        assertEquals("%C3%A9t%C3%A9/a.png", Gallery.url("\u00e9t\u00e9\\a.png"));
        Path root = Path.of("/data/corpora");
        assertEquals("../", Gallery.relativeUrl(root.resolve("flowers/stats"), root.resolve("flowers")));
        assertEquals("", Gallery.relativeUrl(root, root));
        assertEquals("../../flowers%20%231/",
                Gallery.relativeUrl(Path.of("/tmp/out/stats"), Path.of("/tmp/flowers #1")));
    }

    @Test
    void pageSizeRange() {
        assertEquals(1, Gallery.checkPageSize("--page-size", 1));
        assertEquals(1000, Gallery.checkPageSize("--page-size", 1000));
        assertEquals("--page-size: 0 (expected: 1..1000)",
                assertThrows(WfcInputException.class, () -> Gallery.checkPageSize("--page-size", 0)).getMessage());
        assertThrows(WfcInputException.class, () -> new Gallery(1001));
        assertEquals(1, new Gallery(5).pages());
    }
}
