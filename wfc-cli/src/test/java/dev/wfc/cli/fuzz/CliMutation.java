package dev.wfc.cli.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

/**
 * One mutation of a valid input file, as the CLI fuzz applies it: edits at fractions of the length (a bit flipped,
 * a byte set, inserted or deleted, a hostile snippet of the format's dictionary inserted or put in place of a token,
 * a token replaced by another token of the same file, which often keeps the syntax and reaches the checks of values;
 * for PNGs a header field set and more bit flips instead), then an optional cut, then optionally every PNG chunk's CRC
 * repaired so that the damage gets past the chunk checks.
 *
 * @param edits {kind 0..6, position in per mille, value}
 */
record CliMutation(List<int[]> edits, double cutAt, boolean repairCrcs) {
    /** The edit kinds: flip, set, insert, delete, splice a snippet, replace a token by a snippet or by another. */
    static final int KINDS = 7;

    @Override
    public String toString() {
        return "CliMutation[edits=" + Arrays.deepToString(edits.toArray()) + ", cutAt=" + cutAt + ", repairCrcs="
                + repairCrcs + "]";
    }

    /** {@code valid} mutated; {@code dictionary} holds the snippets, {@code png} turns on the CRC repair. */
    byte[] apply(byte[] valid, List<byte[]> dictionary, boolean png) {
        byte[] b = valid.clone();
        for (int[] e : edits) {
            if (b.length == 0) {
                break;
            }
            int at = (int) ((long) e[1] * b.length / 1000);
            byte[] snippet = dictionary.get(e[2] % dictionary.size());
            b = switch (e[0]) {
                case 0 -> flip(b, at, e[2]);
                case 1 -> set(b, at, e[2]);
                case 2 -> splice(b, at, at, new byte[] {(byte) e[2]});
                case 3 -> splice(b, at, Math.min(b.length, at + 1), new byte[0]);
                case 4 -> png ? header(b, e[2]) : splice(b, at, at, snippet);
                case 5 -> png ? flip(b, at, e[2] >>> 3) : splice(b, at, tokenEnd(b, at), snippet);
                default -> png ? flip(b, at, e[2] >>> 5) : swapToken(b, at, (int) ((long) e[2] * b.length / 256));
            };
        }
        if (cutAt < 1) {
            b = Arrays.copyOf(b, (int) (b.length * cutAt));
        }
        return png && repairCrcs ? repaired(b) : b;
    }

    private static byte[] flip(byte[] b, int at, int bit) {
        b[at] ^= (byte) (1 << (bit & 7));
        return b;
    }

    private static byte[] set(byte[] b, int at, int value) {
        b[at] = (byte) value;
        return b;
    }

    /** {@code b} with {@code [from, to)} replaced by {@code with}. */
    private static byte[] splice(byte[] b, int from, int to, byte[] with) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(b.length + with.length);
        out.write(b, 0, from);
        out.write(with, 0, with.length);
        out.write(b, to, b.length - to);
        return out.toByteArray();
    }

    /** The bytes that end a token: quotes, white space, punctuation of JSON and XML. */
    private static final String DELIMITERS = "\"' ,<>\n\r=:{}[]/";

    /** Where the token at {@code at} ends: the next delimiter, at least one byte on. */
    private static int tokenEnd(byte[] b, int at) {
        int i = at;
        while (i < b.length && DELIMITERS.indexOf(b[i]) < 0) {
            i++;
        }
        return Math.max(i, Math.min(b.length, at + 1));
    }

    /** Where the token holding {@code at} starts: just after the previous delimiter. */
    private static int tokenStart(byte[] b, int at) {
        int i = at;
        while (i > 0 && DELIMITERS.indexOf(b[i - 1]) < 0) {
            i--;
        }
        return i;
    }

    /** The token holding {@code at} replaced by a copy of the token holding {@code from}. */
    private static byte[] swapToken(byte[] b, int at, int from) {
        int source = Math.min(from, b.length - 1);
        int s0 = tokenStart(b, source);
        byte[] token = Arrays.copyOfRange(b, s0, tokenEnd(b, s0));
        int t0 = tokenStart(b, at);
        return splice(b, t0, tokenEnd(b, t0), token);
    }

    /** The IHDR width (even {@code v}) or height (odd) set to one of a few hostile values. */
    private static byte[] header(byte[] b, int v) {
        int[] values = {0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 1 << 16, 46341, 12000};
        int offset = (v & 1) == 0 ? 16 : 20;
        if (b.length >= offset + 4) {
            ByteBuffer.wrap(b).putInt(offset, values[(v >>> 1) % values.length]);
        }
        return b;
    }

    /** The PNG with every whole chunk's CRC recomputed (a walk that stops at the first chunk cut short). */
    private static byte[] repaired(byte[] b) {
        ByteBuffer buf = ByteBuffer.wrap(b);
        CRC32 crc = new CRC32();
        for (int pos = 8; pos + 12 <= b.length; ) {
            long length = buf.getInt(pos) & 0xFFFFFFFFL;
            if (length > b.length - pos - 12L) {
                break;
            }
            crc.reset();
            crc.update(b, pos + 4, 4 + (int) length);
            buf.putInt(pos + 8 + (int) length, (int) crc.getValue());
            pos += 12 + (int) length;
        }
        return b;
    }
}
