package dev.wfc.core.io;

import dev.wfc.core.internal.Xml;
import org.w3c.dom.Element;

import java.nio.file.Path;

/** The integer attributes of a Tiled file's elements, checked, and the one-line error naming a bad attribute. */
final class TiledAttributes {
    private TiledAttributes() {
    }

    /** Attribute {@code attribute} of {@code e}: an integer 1..{@code max}. */
    static int positive(Path file, Element e, String attribute, int max) throws InvalidInputException {
        int v = nonNegative(file, e, attribute, max);
        if (v < 1) {
            throw bad(file, e, attribute, "an integer 1.." + max);
        }
        return v;
    }

    /** Attribute {@code attribute} of {@code e}: an integer 0..{@code max}. */
    static int nonNegative(Path file, Element e, String attribute, int max) throws InvalidInputException {
        String s = e.getAttribute(attribute);
        try {
            int v = Integer.parseInt(s.strip());
            if (v < 0 || v > max) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException ex) {
            throw bad(file, e, attribute, "an integer 0.." + max);
        }
    }

    /** {@code "FILE: <element ...>: attribute='value' (expected: ...)"}. */
    static InvalidInputException bad(Path file, Element e, String attribute, String expected) {
        return new InvalidInputException(file + ": " + Xml.describe(e) + ": " + attribute + "='"
                + e.getAttribute(attribute) + "' (expected: " + expected + ")");
    }
}
