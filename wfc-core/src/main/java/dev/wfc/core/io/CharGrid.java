package dev.wfc.core.io;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.InputFiles;

import java.io.IOException;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.ByteBuffer;

/**
 * A rectangular grid of characters read from text: one row a line, one Unicode code point a cell. The array is
 * shared, not copied.
 *
 * @param codePoints cells, row by row, length {@code width * height}
 */
public record CharGrid(int[] codePoints, int width, int height) {
    public CharGrid {
        if (width < 1 || height < 1 || codePoints.length != width * height) {
            throw new WfcInputException("char grid: " + width + "x" + height + " with " + codePoints.length
                    + " cells (expected: positive sides, width * height cells)");
        }
    }

    public int at(int x, int y) {
        return codePoints[x + y * width];
    }

    /** Heap the decoded text and the grid's code points take per byte of file, at most: checked before reading. */
    private static final double GRID_BYTES_PER_BYTE = 8;

    /**
     * Reads a UTF-8 text file as a grid (see {@link #parse}); a byte-order mark at its start is skipped.
     *
     * @throws InvalidInputException if the file is not UTF-8 (naming the line of the first bad byte) or not a
     *     rectangle of characters
     * @throws IOException if it is missing, not a regular file, or unreadable
     */
    public static CharGrid read(Path file) throws IOException {
        byte[] bytes = InputFiles.readAll(file, GRID_BYTES_PER_BYTE);
        int start = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw new InvalidInputException(file + ": line " + lineAt(bytes, start, in.position())
                    + ": not UTF-8 text (byte " + in.position() + " is not part of a UTF-8 character)");
        }
        decoder.flush(out);
        return parse(out.flip().toString(), file.toString());
    }

    /** The 1-based line of byte {@code offset}, counting line feeds from {@code start}. */
    private static int lineAt(byte[] bytes, int start, int offset) {
        int line = 1;
        for (int i = start; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }

    /**
     * Parses text as a grid: lines end with LF or CR LF (a lone CR is refused), trailing empty lines are ignored,
     * and every remaining line must hold the same number of code points (at least one).
     *
     * @param origin names the text in error messages (a file name)
     * @throws InvalidInputException if there is no row, a lone CR, or the rows differ in length
     */
    public static CharGrid parse(String text, String origin) throws InvalidInputException {
        String[] lines = text.split("\n", -1);
        int rows = lines.length;
        for (int i = 0; i < rows; i++) {
            if (lines[i].endsWith("\r")) {
                lines[i] = lines[i].substring(0, lines[i].length() - 1);
            }
            if (lines[i].indexOf('\r') >= 0) {
                throw new InvalidInputException(origin + ": line " + (i + 1) + ": a carriage return inside the line "
                        + "(expected: lines ending with LF or CR LF)");
            }
        }
        while (rows > 0 && lines[rows - 1].isEmpty()) {
            rows--;
        }
        if (rows == 0) {
            throw new InvalidInputException(origin + ": no rows (expected: at least one line of characters)");
        }
        int width = lines[0].codePointCount(0, lines[0].length());
        int[] cells = new int[width * rows];
        for (int y = 0; y < rows; y++) {
            int[] row = lines[y].codePoints().toArray();
            if (row.length != width) {
                throw new InvalidInputException(origin + ": row " + (y + 1) + ": " + row.length
                        + " characters (expected: " + width + ", like row 1)");
            }
            System.arraycopy(row, 0, cells, y * width, width);
        }
        return new CharGrid(cells, width, rows);
    }
}
