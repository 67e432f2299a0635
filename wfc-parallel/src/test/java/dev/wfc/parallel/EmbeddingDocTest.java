package dev.wfc.parallel;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code docs/embedding.md} quotes {@link EmbeddingSnippetsTest} verbatim: every {@code java} block after a
 * {@code <!-- snippet: NAME -->} line equals the region {@code NAME} of the snippets (less its indentation), and
 * every region is quoted, so the guide's examples are always the ones that compile and run.
 */
class EmbeddingDocTest {
    private static final Pattern REGION = Pattern.compile(
            "^[ \\t]*// tag::([\\w-]+)\\[\\]\\R(.*?)^[ \\t]*// end::\\1\\[\\]", Pattern.MULTILINE | Pattern.DOTALL);
    /** Relative to the module, where Maven runs the tests. */
    private static final Path SNIPPETS = Path.of("src/test/java/dev/wfc/parallel/EmbeddingSnippetsTest.java");
    private static final Path GUIDE = Path.of("../docs/embedding.md");
    private static final Pattern QUOTE = Pattern.compile(
            "^<!-- snippet: ([\\w-]+) -->\\R```java\\R(.*?)^```", Pattern.MULTILINE | Pattern.DOTALL);

    @Test
    void theGuideQuotesEverySnippetVerbatim() throws IOException {
        Map<String, String> regions = matches(REGION, read(SNIPPETS));
        Map<String, String> quotes = matches(QUOTE, read(GUIDE));
        assertFalse(regions.isEmpty(), "no tagged region in the snippets");
        assertEquals(regions.keySet(), quotes.keySet(), "regions of the snippets vs blocks of the guide");
        for (Map.Entry<String, String> r : regions.entrySet()) {
            assertEquals(dedent(r.getValue()), quotes.get(r.getKey()), "snippet " + r.getKey());
        }
    }

    @Test
    void dedentRemovesTheCommonIndentationOnly() {
        assertEquals("a\n  b\n", dedent("    a\n      b\n"));
        assertTrue(dedent("\ta\n").startsWith("a"));
    }

    private static String read(Path path) throws IOException {
        return Files.readString(path).replace("\r\n", "\n");
    }

    /** Group 1 to group 2 of every match, in order; a name used twice is a defect. */
    private static Map<String, String> matches(Pattern pattern, String text) {
        Map<String, String> found = new LinkedHashMap<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            assertEquals(null, found.put(m.group(1), m.group(2)), "twice: " + m.group(1));
        }
        return found;
    }

    /** The lines less the indentation they all share. */
    static String dedent(String block) {
        List<String> lines = new ArrayList<>(List.of(block.split("\n", -1)));
        int indent = lines.stream().filter(l -> !l.isBlank()).mapToInt(l -> l.length() - l.stripLeading().length())
                .min().orElse(0);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            sb.append(l.isBlank() ? "" : l.substring(indent));
            if (i + 1 < lines.size()) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
