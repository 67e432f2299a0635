package dev.wfc.corpus.stats;

import dev.wfc.core.io.Image;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * The charts of {@code wfc stats}, drawn with Java2D off screen: tile frequencies of the corpus beside the sample's,
 * and the distribution of solve times with its percentiles marked. White background, axes with five ticks.
 */
final class StatsCharts {
    private static final int HEIGHT = 380;
    private static final int LEFT = 64;
    private static final int RIGHT = 24;
    private static final int TOP = 48;
    private static final int BOTTOM = 44;
    private static final Color SAMPLE = new Color(0xA0, 0xA0, 0xA0);
    private static final Color CORPUS = new Color(0x2F, 0x6F, 0xB0);
    private static final Color[] MARKS = {new Color(0x30, 0x90, 0x40), new Color(0xE0, 0x90, 0x20),
        new Color(0xC0, 0x30, 0x30)};

    private StatsCharts() {
    }

    /**
     * Bars of every tile's frequency in the sample (grey) and in the corpus (blue), side by side, tiles ordered from
     * the most frequent in the sample.
     *
     * @param sample frequencies by tile id, summing to 1; {@code corpus} likewise
     */
    static Image frequencies(double[] sample, double[] corpus, String title) {
        int tiles = sample.length;
        int group = Math.max(2, Math.min(16, 1200 / tiles));
        int plotWidth = tiles * group;
        double top = 0;
        for (int t = 0; t < tiles; t++) {
            top = Math.max(top, Math.max(sample[t], corpus[t]));
        }
        double yMax = top > 0 ? niceCeiling(top) : 1;
        int[] order = IntStream.range(0, tiles).boxed()
                .sorted(Comparator.comparingDouble((Integer t) -> -sample[t]).thenComparingInt(t -> t))
                .mapToInt(Integer::intValue).toArray();
        Chart chart = new Chart(Math.max(480, LEFT + plotWidth + RIGHT), title);
        chart.yAxis(yMax, v -> String.format(Locale.ROOT, "%.1f%%", 100 * v));
        int bar = Math.max(1, group / 2 - (group >= 6 ? 1 : 0));
        for (int i = 0; i < tiles; i++) {
            int x = LEFT + i * group;
            chart.bar(x, bar, sample[order[i]] / yMax, SAMPLE);
            chart.bar(x + bar, bar, corpus[order[i]] / yMax, CORPUS);
        }
        chart.xLabel(tiles + " tiles, from the most frequent in the sample");
        chart.legend(new String[] {"sample", "corpus"}, new Color[] {SAMPLE, CORPUS});
        return chart.image();
    }

    /**
     * A histogram of {@code millis} in 30 bins from 0 to the largest, with vertical lines at the given percentiles.
     *
     * @param marks values to mark, e.g. p50, p90, p99; {@code names} their labels
     */
    static Image times(List<Double> millis, double[] marks, String[] names, String title) {
        int bins = 30;
        int binWidth = 20;
        double max = millis.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double xMax = max > 0 ? max : 1;
        int[] counts = new int[bins];
        for (double v : millis) {
            counts[Math.min(bins - 1, (int) (v / xMax * bins))]++;
        }
        int most = IntStream.of(counts).max().orElse(0);
        double yMax = 5 * Math.ceil(niceCeiling(Math.max(1, most)) / 5);
        int plotWidth = bins * binWidth;
        Chart chart = new Chart(LEFT + plotWidth + RIGHT, title);
        chart.yAxis(yMax, v -> String.format(Locale.ROOT, "%.0f", v));
        for (int b = 0; b < bins; b++) {
            chart.bar(LEFT + b * binWidth + 1, binWidth - 2, counts[b] / yMax, CORPUS);
        }
        for (int i = 0; i < marks.length; i++) {
            chart.mark(LEFT + (int) Math.round(marks[i] / xMax * plotWidth), MARKS[i % MARKS.length], names[i], i);
        }
        chart.xTicks(plotWidth, xMax, v -> String.format(Locale.ROOT, "%.1f", v));
        chart.xLabel("milliseconds per map");
        return chart.image();
    }

    /** The least of 1, 2, 2.5 and 5 times a power of ten that is at least {@code v} (> 0): a round axis end. */
    static double niceCeiling(double v) {
        double power = Math.pow(10, Math.floor(Math.log10(v)));
        for (double step : new double[] {1, 2, 2.5, 5}) {
            if (step * power >= v) {
                return step * power;
            }
        }
        return 10 * power;
    }

    /** A white canvas of one chart: the plot area from (LEFT, TOP) down to BOTTOM pixels above the lower edge. */
    private static final class Chart {
        private final BufferedImage image;
        private final Graphics2D g;
        private final int plotHeight;

        Chart(int width, String title) {
            image = new BufferedImage(width, HEIGHT, BufferedImage.TYPE_INT_RGB);
            g = image.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, HEIGHT);
            g.setColor(Color.BLACK);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
            g.drawString(title, LEFT, 20);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            plotHeight = HEIGHT - TOP - BOTTOM;
        }

        /** The y axis from 0 to {@code max} with five labelled ticks, and the x axis. */
        void yAxis(double max, java.util.function.DoubleFunction<String> label) {
            int bottom = TOP + plotHeight;
            g.setColor(Color.BLACK);
            g.drawLine(LEFT - 1, TOP, LEFT - 1, bottom);
            g.drawLine(LEFT - 1, bottom, image.getWidth() - RIGHT, bottom);
            for (int i = 0; i <= 5; i++) {
                int y = bottom - (int) Math.round(plotHeight * i / 5.0);
                g.drawLine(LEFT - 5, y, LEFT - 1, y);
                String text = label.apply(max * i / 5);
                g.drawString(text, LEFT - 8 - g.getFontMetrics().stringWidth(text), y + 4);
            }
        }

        /** Five labelled ticks under the x axis from 0 to {@code max} over {@code width} pixels. */
        void xTicks(int width, double max, java.util.function.DoubleFunction<String> label) {
            int bottom = TOP + plotHeight;
            g.setColor(Color.BLACK);
            for (int i = 0; i <= 5; i++) {
                int x = LEFT + (int) Math.round(width * i / 5.0);
                g.drawLine(x, bottom, x, bottom + 4);
                String text = label.apply(max * i / 5);
                g.drawString(text, x - g.getFontMetrics().stringWidth(text) / 2, bottom + 16);
            }
        }

        /** A bar {@code width} pixels wide at {@code x}, {@code fraction} of the plot high. */
        void bar(int x, int width, double fraction, Color colour) {
            int h = (int) Math.round(Math.max(0, Math.min(1, fraction)) * plotHeight);
            g.setColor(colour);
            g.fillRect(x, TOP + plotHeight - h, width, h);
        }

        /** A dashed vertical line at {@code x} labelled near its top, in label row {@code row} (from 0). */
        void mark(int x, Color colour, String name, int row) {
            g.setColor(colour);
            g.setStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {4, 3},
                    0));
            g.drawLine(x, TOP, x, TOP + plotHeight);
            g.setStroke(new BasicStroke());
            int width = g.getFontMetrics().stringWidth(name);
            g.drawString(name, x + 3 + width < image.getWidth() - 2 ? x + 3 : x - 3 - width, TOP + 10 + 12 * row);
        }

        void xLabel(String text) {
            g.setColor(Color.BLACK);
            g.drawString(text, LEFT + (image.getWidth() - LEFT - RIGHT - g.getFontMetrics().stringWidth(text)) / 2,
                    HEIGHT - 8);
        }

        /** Coloured squares with names, in a row at the top right. */
        void legend(String[] names, Color[] colours) {
            int x = image.getWidth() - RIGHT;
            for (int i = names.length - 1; i >= 0; i--) {
                x -= g.getFontMetrics().stringWidth(names[i]) + 24;
                g.setColor(colours[i]);
                g.fillRect(x, TOP - 20, 12, 12);
                g.setColor(Color.BLACK);
                g.drawString(names[i], x + 16, TOP - 10);
            }
        }

        Image image() {
            g.dispose();
            return new Image(image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth()),
                    image.getWidth(), HEIGHT);
        }
    }
}
