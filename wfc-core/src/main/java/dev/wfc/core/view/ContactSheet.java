package dev.wfc.core.view;

import dev.wfc.core.io.Image;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.function.IntFunction;

/**
 * A contact sheet of a model's tiles: every tile's picture, magnified to at least {@link #MIN_THUMBNAIL} pixels by an
 * integer factor, on a dark grid in id order, row by row, about as many columns as rows, each with its id below.
 *
 * <p>Layout: cell {@code t} is at column {@code t % columns}, row {@code t / columns}; a cell is
 * {@code PAD + thumbnail + PAD} wide and {@code PAD + thumbnail + LABEL + PAD} high, the thumbnail at its top-left
 * plus {@code (PAD, PAD)} and framed by a grey line just outside. Translucent pixels are drawn over the background.
 */
public final class ContactSheet {
    public static final int PAD = 6;
    public static final int LABEL = 12;
    public static final int MIN_THUMBNAIL = 32;
    private static final Color BACKGROUND = new Color(0x20, 0x20, 0x20);
    private static final Color TEXT = new Color(0xD0, 0xD0, 0xD0);
    private static final Color FRAME = new Color(0x58, 0x58, 0x58);

    private final int count;
    private final int tileWidth;
    private final int tileHeight;
    private final int zoom;
    private final int columns;

    /** A sheet of {@code count} tiles whose pictures are all {@code tileWidth x tileHeight}. */
    public ContactSheet(int count, int tileWidth, int tileHeight) {
        this.count = count;
        this.tileWidth = tileWidth;
        this.tileHeight = tileHeight;
        this.zoom = Math.max(1, (MIN_THUMBNAIL + Math.max(tileWidth, tileHeight) - 1) / Math.max(tileWidth,
                tileHeight));
        this.columns = (int) Math.ceil(Math.sqrt(count));
    }

    /** The magnification of every thumbnail. */
    public int zoom() {
        return zoom;
    }

    /** The left edge of tile {@code t}'s thumbnail. */
    public int thumbnailX(int t) {
        return (t % columns) * cellWidth() + PAD;
    }

    /** The top edge of tile {@code t}'s thumbnail. */
    public int thumbnailY(int t) {
        return (t / columns) * cellHeight() + PAD;
    }

    /** The sheet's width in pixels. */
    public int width() {
        return columns * cellWidth();
    }

    /** The sheet's height in pixels. */
    public int height() {
        return ((count + columns - 1) / columns) * cellHeight();
    }

    private int cellWidth() {
        return tileWidth * zoom + 2 * PAD;
    }

    private int cellHeight() {
        return tileHeight * zoom + LABEL + 2 * PAD;
    }

    /** Draws the sheet; {@code tiles} gives tile {@code t}'s picture. */
    public Image draw(IntFunction<Image> tiles) {
        BufferedImage sheet = new BufferedImage(width(), height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = sheet.createGraphics();
        try {
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, LABEL - 2));
            FontMetrics metrics = g.getFontMetrics();
            for (int t = 0; t < count; t++) {
                Image tile = tiles.apply(t);
                BufferedImage picture = new BufferedImage(tile.width(), tile.height(), BufferedImage.TYPE_INT_ARGB);
                picture.setRGB(0, 0, tile.width(), tile.height(), tile.argb(), 0, tile.width());
                int x = thumbnailX(t);
                int y = thumbnailY(t);
                g.setColor(FRAME);
                g.drawRect(x - 1, y - 1, tileWidth * zoom + 1, tileHeight * zoom + 1);
                g.drawImage(picture, x, y, tileWidth * zoom, tileHeight * zoom, null);
                String id = Integer.toString(t);
                g.setColor(TEXT);
                g.drawString(id, x + (tileWidth * zoom - metrics.stringWidth(id)) / 2,
                        y + tileHeight * zoom + LABEL - 2);
            }
        } finally {
            g.dispose();
        }
        return new Image(sheet.getRGB(0, 0, sheet.getWidth(), sheet.getHeight(), null, 0, sheet.getWidth()),
                sheet.getWidth(), sheet.getHeight());
    }
}
