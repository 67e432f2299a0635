package dev.wfc.core.model;

/** How colours are named where a user names tiles: {@code #RRGGBB}, or {@code #RRGGBBAA} when not opaque. */
public final class ColorNames {
    private static final char[] HEX_DIGITS = "0123456789ABCDEF".toCharArray();

    private ColorNames() {
    }

    /**
     * The name of {@code argb}: upper-case hex digits, as {@code String.format(Locale.ROOT, "#%06X", rgb)} (and
     * {@code "%02X"} of the alpha) writes them. Written by hand because a map names every pattern's colour: the
     * formatter's first calls cost a short run milliseconds (docs/performance.md#start-up).
     */
    public static String of(int argb) {
        boolean opaque = argb >>> 24 == 0xFF;
        char[] name = new char[opaque ? 7 : 9];
        name[0] = '#';
        // RRGGBB, then AA when not opaque: the digits from the last, four bits at a time.
        long digits = opaque ? argb & 0xFFFFFFL : (argb & 0xFFFFFFL) << 8 | argb >>> 24;
        for (int i = name.length - 1; i > 0; i--, digits >>>= 4) {
            name[i] = HEX_DIGITS[(int) (digits & 0xF)];
        }
        return new String(name);
    }
}
