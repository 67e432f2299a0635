package dev.wfc.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * A log-log line plot as a standalone SVG document: one line per series, a grid line and label at every power of
 * ten, a legend. Extrapolated points are drawn hollow and joined by a dashed line, measured ones filled and solid.
 *
 * <p>Maintainers: plot coordinates are {@code log10} of the data, mapped linearly onto the plot area between whole
 * decades that enclose every point (at least one decade wide). All text goes through {@link #escape}.
 */
public final class SvgPlot {
    static final int WIDTH = 760;
    static final int HEIGHT = 480;
    private static final int LEFT = 90;
    private static final int RIGHT = 190;
    private static final int TOP = 40;
    private static final int BOTTOM = 60;

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final DoubleFunction<String> xTick;
    private final DoubleFunction<String> yTick;
    private final List<Series> series = new ArrayList<>();

    /**
     * @param xTick the label of the vertical grid line at a power of ten
     * @param yTick the label of the horizontal grid line at a power of ten
     */
    public SvgPlot(String title, String xLabel, String yLabel, DoubleFunction<String> xTick,
            DoubleFunction<String> yTick) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
        this.xTick = xTick;
        this.yTick = yTick;
    }

    /**
     * Adds a series, drawn in the order given.
     *
     * @param color an SVG colour, e.g. {@code "#1f77b4"}
     * @param extrapolated which points are extrapolations rather than measurements
     * @throws IllegalArgumentException if the arrays differ in length or a value is not positive and finite
     */
    public SvgPlot series(String name, String color, double[] x, double[] y, boolean[] extrapolated) {
        if (x.length != y.length || x.length != extrapolated.length) {
            throw new IllegalArgumentException("series " + name + ": " + x.length + " x, " + y.length + " y, "
                    + extrapolated.length + " flags (expected: as many)");
        }
        for (int i = 0; i < x.length; i++) {
            if (!(x[i] > 0 && y[i] > 0) || Double.isInfinite(x[i]) || Double.isInfinite(y[i])) {
                throw new IllegalArgumentException("series " + name + " point " + i + ": (" + x[i] + ", " + y[i]
                        + ") (expected: finite, > 0)");
            }
        }
        series.add(new Series(name, color, x.clone(), y.clone(), extrapolated.clone()));
        return this;
    }

    /**
     * The SVG document.
     *
     * @throws IllegalStateException if no series has a point
     */
    public String render() {
        Range xr = range(true);
        Range yr = range(false);
        StringBuilder out = new StringBuilder(8192);
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH)
                .append("\" height=\"").append(HEIGHT).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ')
                .append(HEIGHT).append("\" font-family=\"sans-serif\" font-size=\"12\">\n")
                .append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        text(out, WIDTH / 2.0, TOP / 2.0 + 4, "middle", "font-size=\"15\"", title);
        axes(out, xr, yr);
        for (Series s : series) {
            draw(out, s, xr, yr);
        }
        legend(out);
        return out.append("</svg>\n").toString();
    }

    private void axes(StringBuilder out, Range xr, Range yr) {
        double plotW = WIDTH - LEFT - RIGHT;
        double plotH = HEIGHT - TOP - BOTTOM;
        out.append("<g class=\"grid\" stroke=\"#dddddd\">\n");
        for (int e = xr.lo; e <= xr.hi; e++) {
            double px = px(Math.pow(10, e), xr);
            line(out, px, TOP, px, TOP + plotH);
        }
        for (int e = yr.lo; e <= yr.hi; e++) {
            double py = py(Math.pow(10, e), yr);
            line(out, LEFT, py, LEFT + plotW, py);
        }
        out.append("</g>\n<g class=\"axes\" stroke=\"black\">\n");
        line(out, LEFT, TOP + plotH, LEFT + plotW, TOP + plotH);
        line(out, LEFT, TOP, LEFT, TOP + plotH);
        out.append("</g>\n<g class=\"ticks\">\n");
        for (int e = xr.lo; e <= xr.hi; e++) {
            text(out, px(Math.pow(10, e), xr), TOP + plotH + 18, "middle", "", xTick.apply(Math.pow(10, e)));
        }
        for (int e = yr.lo; e <= yr.hi; e++) {
            text(out, LEFT - 8, py(Math.pow(10, e), yr) + 4, "end", "", yTick.apply(Math.pow(10, e)));
        }
        out.append("</g>\n");
        text(out, LEFT + plotW / 2, HEIGHT - 14, "middle", "class=\"x-label\"", xLabel);
        double cy = TOP + plotH / 2;
        text(out, 18, cy, "middle", "class=\"y-label\" transform=\"rotate(-90 18 " + num(cy) + ")\"", yLabel);
    }

    /** A solid line through the measured points, a dashed one on from the last measured point through extrapolations. */
    private void draw(StringBuilder out, Series s, Range xr, Range yr) {
        out.append("<g class=\"series\" data-name=\"").append(escape(s.name)).append("\" stroke=\"")
                .append(escape(s.color)).append("\" fill=\"none\" stroke-width=\"2\">\n");
        StringBuilder solid = new StringBuilder();
        StringBuilder dashed = new StringBuilder();
        String last = null;
        for (int i = 0; i < s.x.length; i++) {
            String p = num(px(s.x[i], xr)) + "," + num(py(s.y[i], yr)) + " ";
            if (s.extrapolated[i]) {
                if (dashed.length() == 0 && last != null) {
                    dashed.append(last);
                }
                dashed.append(p);
            } else {
                solid.append(p);
                last = p;
            }
        }
        if (solid.length() > 0) {
            out.append("<polyline class=\"measured\" points=\"").append(solid.toString().trim()).append("\"/>\n");
        }
        if (dashed.length() > 0) {
            out.append("<polyline class=\"extrapolated\" stroke-dasharray=\"6 4\" points=\"")
                    .append(dashed.toString().trim()).append("\"/>\n");
        }
        for (int i = 0; i < s.x.length; i++) {
            out.append("<circle class=\"").append(s.extrapolated[i] ? "extrapolated" : "measured").append("\" cx=\"")
                    .append(num(px(s.x[i], xr))).append("\" cy=\"").append(num(py(s.y[i], yr)))
                    .append("\" r=\"4\" fill=\"").append(s.extrapolated[i] ? "white" : escape(s.color))
                    .append("\"/>\n");
        }
        out.append("</g>\n");
    }

    private void legend(StringBuilder out) {
        double x = WIDTH - RIGHT + 20;
        double y = TOP + 10;
        out.append("<g class=\"legend\">\n");
        for (Series s : series) {
            out.append("<line x1=\"").append(num(x)).append("\" y1=\"").append(num(y)).append("\" x2=\"")
                    .append(num(x + 24)).append("\" y2=\"").append(num(y)).append("\" stroke=\"")
                    .append(escape(s.color)).append("\" stroke-width=\"2\"/>\n");
            text(out, x + 32, y + 4, "start", "", s.name);
            y += 20;
        }
        text(out, x, y + 4, "start", "font-size=\"11\" fill=\"#555555\"", "hollow, dashed: extrapolated");
        out.append("</g>\n");
    }

    /** The decades enclosing every point on one axis, at least one decade wide. */
    private Range range(boolean xAxis) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            for (double v : xAxis ? s.x : s.y) {
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        if (min > max) {
            throw new IllegalStateException("plot " + title + ": no points (expected: at least one)");
        }
        int lo = (int) Math.floor(Math.log10(min));
        int hi = (int) Math.ceil(Math.log10(max));
        return new Range(lo, Math.max(hi, lo + 1));
    }

    private static double px(double x, Range r) {
        return LEFT + (Math.log10(x) - r.lo) / (r.hi - r.lo) * (WIDTH - LEFT - RIGHT);
    }

    private static double py(double y, Range r) {
        return HEIGHT - BOTTOM - (Math.log10(y) - r.lo) / (r.hi - r.lo) * (HEIGHT - TOP - BOTTOM);
    }

    private static void line(StringBuilder out, double x1, double y1, double x2, double y2) {
        out.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1)).append("\" x2=\"")
                .append(num(x2)).append("\" y2=\"").append(num(y2)).append("\"/>\n");
    }

    /** A text element; {@code attrs} is trusted markup, {@code content} is escaped. */
    private static void text(StringBuilder out, double x, double y, String anchor, String attrs, String content) {
        out.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" text-anchor=\"")
                .append(anchor).append('"').append(attrs.isEmpty() ? "" : " " + attrs).append('>')
                .append(escape(content)).append("</text>\n");
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /** Escapes the five XML special characters, for text and attribute values alike. */
    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&apos;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    private record Series(String name, String color, double[] x, double[] y, boolean[] extrapolated) {
    }

    private record Range(int lo, int hi) {
    }
}
