package dev.wfc.core.io;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict minimal JSON reader for tests (core has no JSON library): objects as maps, arrays as lists, strings,
 * integers as Long, booleans and null. Throws IllegalArgumentException on anything malformed.
 */
public final class TiledJson {
    private final String s;
    private int i;

    private TiledJson(String s) {
        this.s = s;
    }

    public static Object parse(String json) {
        TiledJson p = new TiledJson(json);
        Object v = p.value();
        p.space();
        if (p.i != json.length()) {
            throw p.fail("trailing text");
        }
        return v;
    }

    private Object value() {
        space();
        if (i >= s.length()) {
            throw fail("end of input");
        }
        char c = s.charAt(i);
        if (c == '{') {
            Map<String, Object> m = new LinkedHashMap<>();
            i++;
            space();
            if (peek('}')) {
                return m;
            }
            do {
                space();
                String key = string();
                space();
                expect(':');
                if (m.put(key, value()) != null) {
                    throw fail("duplicate key " + key);
                }
                space();
            } while (peek(','));
            expect('}');
            return m;
        }
        if (c == '[') {
            List<Object> l = new ArrayList<>();
            i++;
            space();
            if (peek(']')) {
                return l;
            }
            do {
                l.add(value());
                space();
            } while (peek(','));
            expect(']');
            return l;
        }
        if (c == '"') {
            return string();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (s.startsWith(word, i)) {
                i += word.length();
                return word.equals("null") ? null : Boolean.valueOf(word);
            }
        }
        int start = i;
        if (c == '-') {
            i++;
        }
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        if (i == start || s.charAt(i - 1) == '-') {
            throw fail("unexpected " + c);
        }
        return Long.parseLong(s.substring(start, i));
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (i >= s.length()) {
                throw fail("unterminated string");
            }
            char c = s.charAt(i++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                throw fail("raw control character in string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = s.charAt(i++);
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                    i += 4;
                }
                default -> throw fail("bad escape \\" + e);
            }
        }
    }

    private void space() {
        while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) {
            i++;
        }
    }

    private boolean peek(char c) {
        if (i < s.length() && s.charAt(i) == c) {
            i++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw fail("expected " + c);
        }
    }

    private IllegalArgumentException fail(String what) {
        return new IllegalArgumentException("JSON at " + i + ": " + what);
    }
}
