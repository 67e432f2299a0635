package dev.wfc.cli.stats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.Chromium;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc stats --gallery} in a real headless Chromium: the page loads from the disk, shows the first page of
 * thumbnails (each the corpus's PNG of that map, found), and {@code #page=N} shows page N. The corpus and the output
 * directory have a space and a {@code #} in their names, so that the relative image URLs must be encoded to load.
 */
class StatsGalleryBrowserTest {
    private static final Pattern CARD = Pattern.compile("<li class=\"map ([a-z_ ]+)\" data-index=\"([0-9]+)\">"
            + "(?:<img src=\"([^\"]*)\")?");

    @TempDir
    static Path dir;
    static Chromium browser;
    static Path corpus;
    static Path page;

    @BeforeAll
    static void writeGallery() throws IOException {
        browser = Chromium.require(dir);
        corpus = dir.resolve("my corpus #1");
        CliRun made = CliRun.of("corpus", "--count", "11", "--master-seed", "5", "--formats", "png,json", "--out",
                corpus.toString(), "--quiet");
        assertEquals(ExitCodes.OK, made.exitCode(), made::toString);
        Path out = dir.resolve("gallery of #1");
        CliRun stats = CliRun.of("stats", corpus.toString(), "--gallery", "--page-size", "4", "--out", out.toString());
        assertEquals(ExitCodes.OK, stats.exitCode(), stats::toString);
        page = out.resolve("index.html");
    }

    /** The cards of the paged list in a dumped DOM: index, and the image source as written. */
    private record Card(long index, String classes, String src) {
    }

    private static List<Card> pageCards(String dom) {
        Matcher section = Pattern.compile("<ol class=\"cards\" id=\"page\">(.*?)</ol>", Pattern.DOTALL).matcher(dom);
        assertTrue(section.find(), dom);
        List<Card> cards = new ArrayList<>();
        Matcher m = CARD.matcher(section.group(1));
        while (m.find()) {
            cards.add(new Card(Long.parseLong(m.group(2)), m.group(1), m.group(3)));
        }
        return cards;
    }

    private static String open(String fragment) throws IOException, InterruptedException {
        return browser.dumpDom(page.toUri() + fragment);
    }

    /** The PNG each index has in the manifest, read independently of the gallery. */
    private static Path manifestPng(long index) throws IOException {
        ObjectMapper json = new ObjectMapper();
        for (String line : Files.readAllLines(corpus.resolve("manifest.jsonl"))) {
            JsonNode entry = json.readTree(line);
            if (entry.get("index").asLong() == index) {
                for (JsonNode f : entry.get("files")) {
                    if (f.asText().endsWith(".png")) {
                        return corpus.resolve(f.asText()).toAbsolutePath().normalize();
                    }
                }
            }
        }
        throw new AssertionError("no PNG of map " + index + " in the manifest");
    }

    @Test
    void theFirstPageShowsTheFirstThumbnails() throws IOException, InterruptedException {
        String dom = open("");
        List<Card> cards = pageCards(dom);
        assertEquals(List.of(0L, 1L, 2L, 3L), cards.stream().map(Card::index).toList(), dom);
        for (Card card : cards) {
            assertFalse(card.classes().contains("missing"), () -> "thumbnail of map " + card.index() + " did not load");
            Path target = Path.of(page.toUri().resolve(URI.create(card.src())));
            assertEquals(manifestPng(card.index()), target);
            assertTrue(Files.isRegularFile(target));
        }
        assertTrue(dom.contains("(page 1 of 3)"), dom);
        assertTrue(dom.contains("href=\"#page=2\"") && dom.contains("href=\"#page=3\""), dom);
        assertTrue(dom.contains("<img src=\"histogram.png\"") && dom.contains("<img src=\"times.png\""), dom);
    }

    @Test
    void anAnchorNamesThePage() throws IOException, InterruptedException {
        assertEquals(List.of(4L, 5L, 6L, 7L), pageCards(open("#page=2")).stream().map(Card::index).toList());
        String last = open("#page=3");
        assertEquals(List.of(8L, 9L, 10L), pageCards(last).stream().map(Card::index).toList());
        assertTrue(last.contains("(page 3 of 3)"), last);
        // Out of range: the nearest page.
        assertEquals(List.of(8L, 9L, 10L), pageCards(open("#page=40")).stream().map(Card::index).toList());
        assertEquals(List.of(0L, 1L, 2L, 3L), pageCards(open("#page=0")).stream().map(Card::index).toList());
    }

    @Test
    void theWorstMapsAreListedWithTheirImages() throws IOException, InterruptedException {
        String dom = open("");
        Matcher section = Pattern.compile("<section id=\"worst\">(.*?)</section>", Pattern.DOTALL).matcher(dom);
        assertTrue(section.find(), dom);
        Set<Long> listed = new HashSet<>();
        Matcher m = CARD.matcher(section.group(1));
        while (m.find()) {
            listed.add(Long.parseLong(m.group(2)));
            Path target = Path.of(page.toUri().resolve(URI.create(m.group(3))));
            assertEquals(manifestPng(Long.parseLong(m.group(2))), target);
        }
        assertEquals(11, listed.size(), "all 11 maps have a divergence, fewer than the 12 listed");
    }

    @Test
    void aScreenshotShowsThePage() throws IOException, InterruptedException {
        Path shot = browser.screenshot(page.toUri() + "#page=2", dir.resolve("page2.png"), 1000, 1400);
        Image image = Png.read(shot);
        assertEquals(1000, image.width());
        assertEquals(1400, image.height());
        Set<Integer> colours = new HashSet<>();
        for (int argb : image.argb()) {
            colours.add(argb);
        }
        assertTrue(colours.size() > 50, () -> colours.size() + " colours: an empty page?");
    }
}
