package dev.wfc.core.io;

import java.util.Locale;
import java.util.zip.CRC32;

/**
 * Checks a PNG file's chunk structure before any pixel is decoded, as libpng does, because the JDK's decoder accepts
 * wrong CRCs and files cut short: every chunk whole with its CRC right, IHDR first with a valid size and colour type,
 * PLTE (where the colour type needs one) before the first IDAT, the IDATs consecutive, IEND last.
 *
 * <p>Maintainers: one pass over the bytes, O(file size), nothing allocated but the header record. Ancillary chunks are
 * checked for their CRC too (libpng only warns on those) since the decoder would still read e.g. a damaged tRNS.
 * Unknown critical chunks (upper-case first letter) are refused, as libpng refuses them. Bytes after IEND are ignored,
 * as libpng ignores them.
 */
final class PngChunks {
    /** The parts of IHDR a caller needs to bound the decoding: sides in pixels, bits a sample, the colour type. */
    record Header(int width, int height, int bitDepth, int colourType) {
        /** Samples a pixel: 1 grey, 3 RGB, 1 palette index, 2 grey and alpha, 4 RGBA. */
        int channels() {
            return switch (colourType) {
                case 2 -> 3;
                case 4 -> 2;
                case 6 -> 4;
                default -> 1;
            };
        }
    }

    private static final int IHDR = type("IHDR");
    private static final int PLTE = type("PLTE");
    private static final int IDAT = type("IDAT");
    private static final int IEND = type("IEND");

    private PngChunks() {
    }

    /**
     * @param bytes the whole file, signature included (already checked by the caller)
     * @param file names the file in messages
     * @return IHDR's fields
     * @throws InvalidInputException naming the file, the chunk (by type and byte offset) and what is wrong
     */
    static Header check(byte[] bytes, String file) throws InvalidInputException {
        CRC32 crc = new CRC32();
        int pos = PngEncoder.SIGNATURE.length;
        Header header = null;
        boolean palette = false;
        int idatRuns = 0;
        int previous = 0;
        while (true) {
            if (bytes.length - pos < 12) {
                throw new InvalidInputException(file + ": truncated PNG at byte " + pos
                        + " (expected: a chunk, and IEND last)");
            }
            long length = readInt(bytes, pos) & 0xFFFFFFFFL;
            int type = readInt(bytes, pos + 4);
            String name = name(type);
            if (length > bytes.length - pos - 12L) {
                throw new InvalidInputException(file + ": truncated PNG: chunk " + name + " at byte " + pos
                        + " declares " + length + " bytes, " + (bytes.length - pos - 12) + " left");
            }
            if (!isLetters(type)) {
                throw new InvalidInputException(file + ": damaged PNG: chunk type " + name + " at byte " + pos
                        + " (expected: four ASCII letters)");
            }
            int dataLength = (int) length;
            crc.reset();
            crc.update(bytes, pos + 4, 4 + dataLength);
            int stored = readInt(bytes, pos + 8 + dataLength);
            if ((int) crc.getValue() != stored) {
                throw new InvalidInputException(file + ": damaged PNG: chunk " + name + " at byte " + pos
                        + " has a wrong CRC");
            }
            if (header == null && type != IHDR) {
                throw new InvalidInputException(file + ": damaged PNG: " + name + " at byte " + pos
                        + " (expected: IHDR first)");
            }
            if (type == IHDR) {
                if (header != null) {
                    throw new InvalidInputException(file + ": damaged PNG: a second IHDR at byte " + pos);
                }
                header = header(bytes, pos + 8, dataLength, file);
            } else if (type == PLTE) {
                if (idatRuns > 0 || palette) {
                    throw new InvalidInputException(file + ": damaged PNG: PLTE at byte " + pos
                            + " (expected: one PLTE, before the first IDAT)");
                }
                palette = true;
            } else if (type == IDAT) {
                if (previous != IDAT && ++idatRuns > 1) {
                    throw new InvalidInputException(file + ": damaged PNG: IDAT at byte " + pos
                            + " after another chunk (expected: the IDAT chunks consecutive)");
                }
                if (idatRuns == 1 && previous != IDAT && header.colourType() == 3 && !palette) {
                    throw new InvalidInputException(file + ": damaged PNG: no PLTE before IDAT "
                            + "(expected: a palette for colour type 3)");
                }
            } else if (type == IEND) {
                if (idatRuns == 0) {
                    throw new InvalidInputException(file + ": damaged PNG: IEND before any IDAT");
                }
                return header;
            } else if (Character.isUpperCase(bytes[pos + 4])) {
                throw new InvalidInputException(file + ": damaged PNG: unknown critical chunk " + name
                        + " at byte " + pos);
            }
            previous = type;
            pos += 12 + dataLength;
        }
    }

    private static Header header(byte[] b, int at, int length, String file) throws InvalidInputException {
        if (length != 13) {
            throw new InvalidInputException(file + ": damaged PNG: IHDR of " + length + " bytes (expected: 13)");
        }
        int width = readInt(b, at);
        int height = readInt(b, at + 4);
        int depth = b[at + 8] & 0xFF;
        int colour = b[at + 9] & 0xFF;
        if (width <= 0 || height <= 0) {
            throw new InvalidInputException(file + ": damaged PNG: IHDR size " + Integer.toUnsignedString(width)
                    + "x" + Integer.toUnsignedString(height) + " (expected: sides 1 .. 2147483647)");
        }
        boolean valid = switch (colour) {
            case 0 -> depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16;
            case 3 -> depth == 1 || depth == 2 || depth == 4 || depth == 8;
            case 2, 4, 6 -> depth == 8 || depth == 16;
            default -> false;
        };
        if (!valid) {
            throw new InvalidInputException(file + ": damaged PNG: IHDR colour type " + colour + " with bit depth "
                    + depth + " (expected: a combination the PNG standard allows)");
        }
        if (b[at + 10] != 0 || b[at + 11] != 0 || (b[at + 12] & 0xFF) > 1) {
            throw new InvalidInputException(file + ": damaged PNG: IHDR compression, filter or interlace method "
                    + "(expected: 0, 0 and 0 or 1)");
        }
        return new Header(width, height, depth, colour);
    }

    private static int readInt(byte[] b, int at) {
        return (b[at] & 0xFF) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | b[at + 3] & 0xFF;
    }

    private static boolean isLetters(int type) {
        for (int shift = 24; shift >= 0; shift -= 8) {
            int c = type >>> shift & 0xFF;
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z')) {
                return false;
            }
        }
        return true;
    }

    /** The type as text when it is letters, else its hex value, so that a message never carries control bytes. */
    private static String name(int type) {
        return isLetters(type) ? new String(new char[] {(char) (type >>> 24), (char) (type >>> 16 & 0xFF),
                (char) (type >>> 8 & 0xFF), (char) (type & 0xFF)}) : String.format(Locale.ROOT, "0x%08X", type);
    }

    private static int type(String name) {
        return name.charAt(0) << 24 | name.charAt(1) << 16 | name.charAt(2) << 8 | name.charAt(3);
    }
}
