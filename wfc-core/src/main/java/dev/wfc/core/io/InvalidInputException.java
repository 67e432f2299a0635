package dev.wfc.core.io;

import java.io.IOException;

/**
 * An input file was read but its content is not acceptable: malformed XML, a tileset that contradicts itself, an
 * example grid with ragged rows. The message is one line that names the file and the element, attribute or row at
 * fault, in the form {@code "FILE: WHERE: VALUE (expected: ...)"}.
 */
public final class InvalidInputException extends IOException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message the description; any control character in it (a line break quoted from the file) becomes a
     *     space, so that the message stays on one line
     */
    public InvalidInputException(String message) {
        super(message.replaceAll("\\p{Cntrl}", " "));
    }
}
