package dev.wfc.bench;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SvgPlotTest {
    private static final String NAIVE = "naive <slow> & \"quadratic\"";

    private static SvgPlot twoSeries() {
        return new SvgPlot("Time 'per' map", "cells", "time", Units::count, Units::time)
                .series(NAIVE, "#d62728", new double[] {400, 2500, 1e4, 4e4}, new double[] {0.01, 0.4, 3, 48},
                        new boolean[] {false, false, false, true})
                .series("incremental", "#1f77b4", new double[] {400, 2500, 1e4, 4e4},
                        new double[] {1e-3, 5e-3, 0.02, 0.09}, new boolean[] {false, false, false, false});
    }

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
    }

    @Test
    void isWellFormedSvgWithBothSeries() throws Exception {
        Document doc = parse(twoSeries().render());
        assertEquals("svg", doc.getDocumentElement().getLocalName());
        assertEquals("http://www.w3.org/2000/svg", doc.getDocumentElement().getNamespaceURI());
        List<Element> series = byClass(doc, "g", "series");
        assertEquals(List.of(NAIVE, "incremental"), series.stream().map(g -> g.getAttribute("data-name")).toList());
        for (Element g : series) {
            assertEquals(4, g.getElementsByTagName("circle").getLength(), g.getAttribute("data-name"));
        }
        String text = doc.getDocumentElement().getTextContent();
        assertTrue(text.contains(NAIVE) && text.contains("Time 'per' map") && text.contains("cells"), text);
    }

    @Test
    void extrapolationsAreHollowAndDashedFromTheLastMeasuredPoint() throws Exception {
        Element naive = byClass(parse(twoSeries().render()), "g", "series").get(0);
        List<Element> circles = elements(naive.getElementsByTagName("circle"));
        assertEquals(List.of("measured", "measured", "measured", "extrapolated"),
                circles.stream().map(c -> c.getAttribute("class")).toList());
        assertEquals("white", circles.get(3).getAttribute("fill"));
        Element dashed = byClass(naive, "polyline", "extrapolated").get(0);
        Element solid = byClass(naive, "polyline", "measured").get(0);
        String[] solidPoints = solid.getAttribute("points").split(" ");
        String[] dashedPoints = dashed.getAttribute("points").split(" ");
        assertEquals(3, solidPoints.length);
        assertEquals(2, dashedPoints.length);
        assertEquals(solidPoints[2], dashedPoints[0]);
    }

    @Test
    void higherValuesPlotHigherAndFurtherRight() throws Exception {
        List<Element> circles = elements(byClass(parse(twoSeries().render()), "g", "series").get(1)
                .getElementsByTagName("circle"));
        for (int i = 1; i < circles.size(); i++) {
            double cx0 = Double.parseDouble(circles.get(i - 1).getAttribute("cx"));
            double cx1 = Double.parseDouble(circles.get(i).getAttribute("cx"));
            double cy0 = Double.parseDouble(circles.get(i - 1).getAttribute("cy"));
            double cy1 = Double.parseDouble(circles.get(i).getAttribute("cy"));
            assertTrue(cx1 > cx0 && cy1 < cy0, "point " + i);
            assertTrue(cx1 >= 0 && cx1 <= SvgPlot.WIDTH && cy1 >= 0 && cy1 <= SvgPlot.HEIGHT, "point " + i);
        }
    }

    @Test
    void rejectsPointsALogScaleCannotShow() {
        SvgPlot plot = new SvgPlot("t", "x", "y", Units::count, Units::time);
        assertThrows(IllegalArgumentException.class,
                () -> plot.series("s", "red", new double[] {1}, new double[] {0}, new boolean[] {false}));
        assertThrows(IllegalArgumentException.class,
                () -> plot.series("s", "red", new double[] {1, 2}, new double[] {1}, new boolean[] {false}));
        assertThrows(IllegalStateException.class, plot::render);
    }

    private static List<Element> byClass(Object root, String tag, String cls) {
        NodeList all = root instanceof Document d ? d.getElementsByTagName(tag)
                : ((Element) root).getElementsByTagName(tag);
        return elements(all).stream().filter(e -> e.getAttribute("class").equals(cls)).toList();
    }

    private static List<Element> elements(NodeList nodes) {
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add((Element) nodes.item(i));
        }
        return out;
    }
}
