package dev.wfc.core.internal;

import dev.wfc.core.io.InvalidInputException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses untrusted XML files safely: no DOCTYPE at all (so no DTD, no entity of any kind), no external entities,
 * no XInclude, no entity expansion, no network or file access beyond the file itself.
 */
public final class Xml {
    private static final ErrorHandler THROWING = new ErrorHandler() {
        @Override
        public void warning(SAXParseException e) {
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    };

    /** Heap a DOM takes per byte of XML, about (nodes, strings, attribute maps): checked before parsing. */
    private static final double DOM_BYTES_PER_BYTE = 40;
    /** The deepest nesting accepted; the formats read here nest three or four deep. */
    private static final int MAX_DEPTH = 64;

    private Xml() {
    }

    /**
     * Reads and parses {@code file}.
     *
     * @throws InvalidInputException if the file is not well-formed XML or declares a DOCTYPE (the message names the
     *     file and line)
     * @throws IOException if the file is missing or unreadable
     */
    public static Document parse(Path file) throws IOException {
        byte[] bytes = InputFiles.readAll(file, DOM_BYTES_PER_BYTE);
        DocumentBuilder builder = newBuilder();
        try {
            return builder.parse(new InputSource(new ByteArrayInputStream(bytes)));
        } catch (SAXParseException e) {
            String why = e.getMessage() != null && e.getMessage().contains("DOCTYPE")
                    ? "a DOCTYPE declaration (expected: none; DTDs and entities are refused for safety)"
                    : "not well-formed XML (" + e.getMessage() + ")";
            throw new InvalidInputException(file + ": line " + e.getLineNumber() + ": " + why);
        } catch (SAXException e) {
            throw new InvalidInputException(file + ": not well-formed XML (" + e.getMessage() + ")");
        }
    }

    /** The child elements of {@code parent} named {@code name}, in document order (direct children only). */
    public static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }

    /** The first child element of {@code parent} named {@code name}, or null. */
    public static Element child(Element parent, String name) {
        List<Element> all = children(parent, name);
        return all.isEmpty() ? null : all.get(0);
    }

    /** The most attributes {@link #describe} lists. */
    private static final int MAX_DESCRIBED_ATTRIBUTES = 8;

    /**
     * An element as a short tag for error messages: {@code <neighbor left="a 1" right="b"/>}, its names and values
     * shortened ({@link Quote#value}) and at most {@value #MAX_DESCRIBED_ATTRIBUTES} attributes listed.
     */
    public static String describe(Element e) {
        StringBuilder sb = new StringBuilder("<").append(Quote.value(e.getTagName()));
        NamedNodeMap attributes = e.getAttributes();
        int shown = Math.min(attributes.getLength(), MAX_DESCRIBED_ATTRIBUTES);
        for (int i = 0; i < shown; i++) {
            Node a = attributes.item(i);
            sb.append(' ').append(Quote.value(a.getNodeName())).append("=\"").append(Quote.value(a.getNodeValue()))
                    .append('"');
        }
        if (shown < attributes.getLength()) {
            sb.append(" …");
        }
        return sb.append("/>").toString();
    }

    private static DocumentBuilder newBuilder() {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        try {
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            f.setAttribute("jdk.xml.maxElementDepth", MAX_DEPTH);
            f.setXIncludeAware(false);
            f.setExpandEntityReferences(false);
            f.setNamespaceAware(false);
            f.setValidating(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(THROWING);
            b.setEntityResolver((publicId, systemId) -> {
                throw new SAXException("external entity " + systemId + " refused");
            });
            return b;
        } catch (ParserConfigurationException | IllegalArgumentException e) {
            throw new IllegalStateException("XML parser: cannot disable DTDs and external entities ("
                    + e.getMessage() + ")", e);
        }
    }
}
