package dev.wfc.core.model;

import dev.wfc.core.io.Image;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

/** Pictures of characters, for the tiles of text examples ({@link LearnedModel#tileImage}). */
final class Glyphs {
    /** The side of a glyph's square in pixels. */
    static final int SIDE = 16;

    private Glyphs() {
    }

    /** A character, light on dark, centred in a square of {@link #SIDE} pixels. */
    static Image of(int codePoint) {
        BufferedImage picture = new BufferedImage(SIDE, SIDE, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = picture.createGraphics();
        try {
            g.setColor(new Color(0x20, 0x20, 0x28));
            g.fillRect(0, 0, SIDE, SIDE);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.MONOSPACED, Font.BOLD, SIDE - 3));
            g.setColor(new Color(0xF0, 0xF0, 0xF0));
            String text = Character.toString(codePoint);
            FontMetrics m = g.getFontMetrics();
            g.drawString(text, (SIDE - m.stringWidth(text)) / 2, (SIDE - m.getHeight()) / 2 + m.getAscent());
        } finally {
            g.dispose();
        }
        int[] argb = picture.getRGB(0, 0, SIDE, SIDE, null, 0, SIDE);
        return new Image(argb, SIDE, SIDE);
    }
}
