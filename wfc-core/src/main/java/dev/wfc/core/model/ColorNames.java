package dev.wfc.core.model;

import java.util.Locale;

/** How colours are named where a user names tiles: {@code #RRGGBB}, or {@code #RRGGBBAA} when not opaque. */
public final class ColorNames {
    private ColorNames() {
    }

    public static String of(int argb) {
        String rgb = String.format(Locale.ROOT, "#%06X", argb & 0xFFFFFF);
        return argb >>> 24 == 0xFF ? rgb : rgb + String.format(Locale.ROOT, "%02X", argb >>> 24);
    }
}
