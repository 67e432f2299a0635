package dev.wfc.core.view;

/**
 * The colours of an animation frame ({@link FramePainter}): the dark background that translucent map pixels are
 * blended over, the heat scale of entropy, the decided cell's flat colour and the ring's two colours.
 */
final class FrameColours {
    static final int BACKGROUND = 0xFF202020;
    /** The heat map's colour of a decided cell. */
    static final int DECIDED = 0xFF3A6F8F;
    static final int RING_INNER = 0xFF000000;
    static final int RING_OUTER = 0xFFFFFFFF;
    /** Heat colour stops at 0, 1/3, 2/3 and 1 of the full entropy. */
    private static final int[] HEAT = {0xFF08080C, 0xFF5A1E82, 0xFFE0602C, 0xFFFCEEA8};

    private FrameColours() {
    }

    /** {@code argb} blended over the background, opaque. */
    static int over(int argb) {
        int a = argb >>> 24;
        if (a == 0xFF) {
            return argb;
        }
        int rgb = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            int c = (argb >>> shift) & 0xFF;
            int b = (BACKGROUND >>> shift) & 0xFF;
            rgb |= ((c * a + b * (0xFF - a) + 127) / 0xFF) << shift;
        }
        return 0xFF000000 | rgb;
    }

    /** The heat colour of {@code v}, clamped to [0, 1]: linear between the stops. */
    static int heat(double v) {
        double t = Math.min(1, Math.max(0, v)) * (HEAT.length - 1);
        int i = Math.min((int) t, HEAT.length - 2);
        double f = t - i;
        int rgb = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            int a = (HEAT[i] >>> shift) & 0xFF;
            int b = (HEAT[i + 1] >>> shift) & 0xFF;
            rgb |= (int) Math.round(a + (b - a) * f) << shift;
        }
        return 0xFF000000 | rgb;
    }
}
