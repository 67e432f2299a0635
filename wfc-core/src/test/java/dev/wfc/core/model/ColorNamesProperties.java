package dev.wfc.core.model;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link ColorNames#of}, written by hand, against the formatter it replaced. */
class ColorNamesProperties {
    /** The naive twin: the formatter's upper-case hex, alpha appended when not opaque. */
    private static String formatted(int argb) {
        String rgb = String.format(Locale.ROOT, "#%06X", argb & 0xFFFFFF);
        return argb >>> 24 == 0xFF ? rgb : rgb + String.format(Locale.ROOT, "%02X", argb >>> 24);
    }

    @Property(seed = "18")
    void namesAsTheFormatter(@ForAll int argb) {
        assertEquals(formatted(argb), ColorNames.of(argb));
    }

    @Property(seed = "18")
    void namesOpaqueColoursAsTheFormatter(@ForAll int rgb) {
        int argb = 0xFF000000 | rgb;
        assertEquals(formatted(argb), ColorNames.of(argb));
    }

    @Test
    void writesSixOrEightUpperCaseDigits() {
        assertEquals("#000000", ColorNames.of(0xFF000000));
        assertEquals("#FFFFFF", ColorNames.of(0xFFFFFFFF));
        assertEquals("#0A0B0C", ColorNames.of(0xFF0A0B0C));
        assertEquals("#00000000", ColorNames.of(0));
        assertEquals("#FFFFFFFE", ColorNames.of(0xFEFFFFFF));
        assertEquals("#12345680", ColorNames.of(0x80123456));
    }
}
