package dev.wfc.corpus.gallery;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.WfcInputException;
import dev.wfc.corpus.CorpusReader.MapEntry;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * A corpus as one static web page, {@code index.html}, to look at in any browser from the disk: the statistics'
 * summary line and charts, the maps with the worst KL divergence, and every map as a thumbnail with its index, seed,
 * status and attempts, in pages. Nothing is fetched: styles and the paging script are inline, the thumbnails are the
 * corpus's own PNG files, linked by relative paths, and the charts the PNG files beside the page.
 *
 * <p>Paging: page p (from 1) shows the maps of index order p·size − size .. p·size − 1 and is addressed as
 * {@code index.html#page=p}; the script builds only that page's cards (so a browser loads one page of images), and
 * re-renders on every change of the address's fragment. A page out of range shows the nearest one.
 *
 * <p>Maintainers: the per-map data is one JSON array of rows {@code [index, seed, status, attempts, millis,
 * divergence, png]} in a {@code <script type="application/json">} block (about 80 bytes a map), escaped so that no
 * {@code <} can close it; the page is a pure function of its inputs, so the same corpus gives the same bytes. The
 * cards are built with {@code textContent}, never from markup, so no manifest string is parsed as HTML.
 */
public final class Gallery implements Consumer<MapEntry> {
    /** Thumbnails a page when none is given. */
    public static final int DEFAULT_PAGE_SIZE = 48;
    /** The largest page. */
    public static final int MAX_PAGE_SIZE = 1000;
    /** Maps listed as the worst by divergence. */
    public static final int WORST = 12;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HEX = "0123456789ABCDEF";

    private final int pageSize;
    private final List<MapEntry> maps = new ArrayList<>();

    /** @throws WfcInputException {@code "pageSize: v (expected: 1..1000)"} unless it is in range */
    public Gallery(int pageSize) {
        this.pageSize = checkPageSize("pageSize", pageSize);
    }

    /** @return {@code size} @throws WfcInputException {@code "name: v (expected: 1..1000)"} unless in range */
    public static int checkPageSize(String name, int size) {
        if (size < 1 || size > MAX_PAGE_SIZE) {
            throw new WfcInputException(name + ": " + size + " (expected: 1.." + MAX_PAGE_SIZE + ")");
        }
        return size;
    }

    /** Adds one map, in any order: the page sorts by index. */
    @Override
    public void accept(MapEntry map) {
        maps.add(map);
    }

    public int maps() {
        return maps.size();
    }

    /** Pages the maps fill: at least one. */
    public int pages() {
        return Math.max(1, (maps.size() + pageSize - 1) / pageSize);
    }

    /**
     * The page.
     *
     * @param corpus the corpus as named to the user, for the title
     * @param summary the statistics' one-line summary
     * @param images the corpus directory as a URL relative to the page's directory, ending in {@code /} unless
     *     empty (see {@link #relativeUrl}); the manifest's file names are resolved against it
     * @param charts the chart files beside the page, histogram first
     */
    public String html(String corpus, String summary, String images, List<String> charts) {
        List<MapEntry> byIndex = new ArrayList<>(maps);
        byIndex.sort(Comparator.comparingLong(MapEntry::index));
        StringBuilder sb = new StringBuilder(4096 + 96 * maps.size());
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>wfc gallery: ").append(escape(corpus)).append("</title>\n<style>\n")
                .append(GalleryAssets.CSS).append("</style>\n</head>\n<body>\n<header>\n<h1>")
                .append(escape(corpus)).append("</h1>\n<p id=\"summary\">").append(escape(summary)).append("</p>\n")
                .append("<p>Statistics: <a href=\"stats.md\">stats.md</a>, <a href=\"stats.json\">stats.json</a>. ")
                .append(maps.size()).append(" maps in ").append(pages()).append(" pages of ").append(pageSize)
                .append(".</p>\n</header>\n");
        sb.append("<section id=\"charts\">\n<h2>Charts</h2>\n");
        for (String chart : charts) {
            sb.append("<a href=\"").append(escape(chart)).append("\"><img src=\"").append(escape(chart))
                    .append("\" alt=\"").append(escape(chart)).append("\"></a>\n");
        }
        sb.append("</section>\n");
        worst(sb, byIndex, images);
        sb.append("<section id=\"maps\">\n<h2>Maps <span id=\"page-label\"></span></h2>\n")
                .append("<nav class=\"pager\" id=\"pager-top\" aria-label=\"pages\"></nav>\n")
                .append("<ol class=\"cards\" id=\"page\"></ol>\n")
                .append("<nav class=\"pager\" id=\"pager-bottom\" aria-label=\"pages\"></nav>\n")
                .append("<noscript><p>The pages of thumbnails need JavaScript; the worst maps above and the files "
                        + "of the corpus need none.</p></noscript>\n</section>\n");
        sb.append("<script type=\"application/json\" id=\"data\">").append(data(byIndex, images))
                .append("</script>\n<script>\n").append(GalleryAssets.SCRIPT).append("</script>\n</body>\n</html>\n");
        return sb.toString();
    }

    /** The {@link #WORST} maps of highest divergence, ties by index, as static cards. */
    private static void worst(StringBuilder sb, List<MapEntry> byIndex, String images) {
        List<MapEntry> worst = byIndex.stream().filter(m -> !Double.isNaN(m.divergence()))
                .sorted(Comparator.comparingDouble(MapEntry::divergence).reversed()
                        .thenComparingLong(MapEntry::index))
                .limit(WORST).toList();
        sb.append("<section id=\"worst\">\n<h2>Worst maps by KL divergence</h2>\n");
        if (worst.isEmpty()) {
            sb.append("<p>No map has a decided cell.</p>\n");
        }
        sb.append("<ol class=\"cards\">\n");
        for (MapEntry m : worst) {
            String png = png(m);
            sb.append("<li class=\"map worst ").append(escape(m.status())).append("\" data-index=\"")
                    .append(m.index()).append("\">");
            if (png != null) {
                sb.append("<img src=\"").append(escape(images + url(png))).append("\" alt=\"map ").append(m.index())
                        .append("\">");
            } else {
                sb.append("<div class=\"none\">no image</div>");
            }
            sb.append("<p><b>#").append(m.index()).append("</b> KL ")
                    .append(String.format(Locale.ROOT, "%.4f", m.divergence())).append("</p>")
                    .append("<p class=\"seed\" title=\"").append(escape(m.seed())).append("\">seed ")
                    .append(escape(m.seed())).append("</p><p>")
                    .append(escape(m.status())).append(", ").append(m.attempts())
                    .append(m.attempts() == 1 ? " attempt" : " attempts").append("</p></li>\n");
        }
        sb.append("</ol>\n</section>\n");
    }

    /** The script's data: page size, image base and one row per map in index order, safe inside a script block. */
    private String data(List<MapEntry> byIndex, String images) {
        ObjectNode root = JSON.createObjectNode();
        root.put("pageSize", pageSize);
        root.put("images", images);
        ArrayNode rows = root.putArray("maps");
        for (MapEntry m : byIndex) {
            ArrayNode row = rows.addArray().add(m.index()).add(m.seed()).add(m.status()).add(m.attempts())
                    .add(Math.round(m.millis() * 1000) / 1000.0);
            if (Double.isNaN(m.divergence())) {
                row.addNull();
            } else {
                row.add(Double.parseDouble(String.format(Locale.ROOT, "%.6g", m.divergence())));
            }
            String png = png(m);
            row.add(png == null ? null : url(png));
        }
        // In JSON, <, > and & occur only inside strings, where these escapes mean the same characters.
        return root.toString().replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
    }

    /** The map's PNG file as the manifest lists it, or null. */
    private static String png(MapEntry m) {
        return m.files().stream().filter(f -> f.endsWith(".png")).findFirst().orElse(null);
    }

    /**
     * A relative file name as a URL path: every byte of its UTF-8 form percent-encoded but letters, digits,
     * {@code - . _ ~} and the {@code /} between segments (a backslash counts as one); so a colon, which could read as
     * a scheme, is encoded too.
     */
    static String url(String file) {
        StringBuilder sb = new StringBuilder(file.length() + 8);
        for (byte b : file.replace('\\', '/').getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~/".indexOf(c) >= 0) {
                sb.append((char) c);
            } else {
                sb.append('%').append(HEX.charAt(c >>> 4)).append(HEX.charAt(c & 15));
            }
        }
        return sb.toString();
    }

    /**
     * How a page in directory {@code from} reaches directory {@code to}: a relative URL ending in {@code /}, empty
     * when they are one, or a {@code file:} URL where no relative path exists (another drive).
     */
    public static String relativeUrl(Path from, Path to) {
        Path a = from.toAbsolutePath().normalize();
        Path b = to.toAbsolutePath().normalize();
        if (a.equals(b)) {
            return "";
        }
        if (a.getRoot() == null || !a.getRoot().equals(b.getRoot())) {
            return b.toUri().toString();
        }
        StringBuilder sb = new StringBuilder();
        for (Path segment : a.relativize(b)) {
            sb.append(url(segment.toString())).append('/');
        }
        return sb.toString();
    }

    /** Text as HTML: the five characters that markup gives a meaning escaped. */
    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
