package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;

/** Colours as configurations write them: {@code "#RRGGBB"}, or {@code "#RRGGBBAA"} with alpha. */
final class Colors {
    private Colors() {
    }

    /** @return the ARGB value @throws WfcInputException naming {@code key} for anything else */
    static int parse(String text, String key) {
        String hex = text.substring(1);
        if ((hex.length() == 6 || hex.length() == 8) && hex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            long v = Long.parseLong(hex, 16);
            return hex.length() == 6 ? (int) (0xFF00_0000L | v) : (int) (((v & 0xFF) << 24) | (v >>> 8));
        }
        throw new WfcInputException(key + ": \"" + text + "\" (expected: a colour \"#RRGGBB\" or \"#RRGGBBAA\")");
    }
}
