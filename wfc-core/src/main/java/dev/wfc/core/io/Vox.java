package dev.wfc.core.io;

import dev.wfc.core.internal.InputFiles;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Reads and writes MagicaVoxel {@code .vox} files of one model: chunks {@code MAIN} (holding the others),
 * {@code SIZE}, {@code XYZI} and {@code RGBA}; an optional {@code PACK} must say one model, and every other chunk
 * (scene graph, layers, materials, render settings) is skipped. Strict like {@link Png}: every chunk's sizes are
 * checked against the bytes that remain before anything is allocated, each voxel lies in the box and names a colour
 * 1..255, and a bad file gets one line naming the file and the chunk.
 *
 * <p>Layout (little-endian ints): {@code "VOX "}, version, then chunks of {@code id(4) contentBytes childrenBytes
 * content children}. A file without {@code RGBA} gets a grey ramp (index i grey level i), not MagicaVoxel's built-in
 * default palette.
 */
public final class Vox {
    private static final byte[] MAGIC = "VOX ".getBytes(StandardCharsets.US_ASCII);
    /** The version written; any version is read. */
    private static final int VERSION = 150;
    private static final int HEADER = 12;

    private Vox() {
    }

    /**
     * @throws InvalidInputException naming the file and chunk: not a .vox, truncated, sizes that do not add up, more
     *     than one model, a voxel outside the box or of colour 0, a duplicate voxel, no SIZE or XYZI
     * @throws IOException naming the file: missing, not a regular file, or unreadable
     */
    public static Voxels read(Path file) throws IOException {
        return decode(InputFiles.readAll(file), file.toString());
    }

    /** As {@link #read(Path)} from bytes; {@code name} names the source in messages. */
    public static Voxels decode(byte[] bytes, String name) throws InvalidInputException {
        ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (bytes.length < 8 || !java.util.Arrays.equals(bytes, 0, 4, MAGIC, 0, 4)) {
            throw new InvalidInputException(name + ": not a MagicaVoxel file (expected: \"VOX \" and a version)");
        }
        if (bytes.length < 8 + HEADER || !"MAIN".equals(id(bytes, 8))) {
            throw new InvalidInputException(name + ": chunk MAIN: missing (expected: MAIN after the version)");
        }
        int mainContent = in.getInt(12);
        int mainChildren = in.getInt(16);
        if (mainContent < 0 || mainChildren < 0 || (long) 8 + HEADER + mainContent + mainChildren != bytes.length) {
            throw new InvalidInputException(name + ": chunk MAIN: " + mainContent + " + " + mainChildren
                    + " bytes (expected: content and children filling the file's " + (bytes.length - 8 - HEADER)
                    + " remaining bytes)");
        }
        int[] size = null;
        int[] colors = null;
        int[] palette = null;
        int at = 8 + HEADER + mainContent;
        while (at < bytes.length) {
            if (bytes.length - at < HEADER) {
                throw new InvalidInputException(name + ": chunk at byte " + at + ": truncated header (expected: "
                        + HEADER + " bytes)");
            }
            String id = id(bytes, at);
            int n = in.getInt(at + 4);
            int m = in.getInt(at + 8);
            long end = (long) at + HEADER + n + m;
            if (n < 0 || m < 0 || end > bytes.length) {
                throw new InvalidInputException(name + ": chunk " + printable(id) + " at byte " + at + ": " + n
                        + " + " + m + " bytes (expected: at most the " + (bytes.length - at - HEADER)
                        + " remaining)");
            }
            int content = at + HEADER;
            switch (id) {
                case "PACK" -> {
                    int models = n == 4 ? in.getInt(content) : -1;
                    if (models != 1) {
                        throw new InvalidInputException(name + ": chunk PACK: " + models
                                + " models (expected: one model)");
                    }
                }
                case "SIZE" -> {
                    if (size != null) {
                        throw new InvalidInputException(name + ": chunk SIZE: a second model (expected: one model)");
                    }
                    if (n != 12) {
                        throw new InvalidInputException(name + ": chunk SIZE: " + n + " bytes (expected: 12)");
                    }
                    size = new int[] {in.getInt(content), in.getInt(content + 4), in.getInt(content + 8)};
                    for (int s : size) {
                        if (s < 1 || s > Voxels.MAX_SIDE) {
                            throw new InvalidInputException(name + ": chunk SIZE: " + size[0] + "x" + size[1] + "x"
                                    + size[2] + " (expected: sides 1.." + Voxels.MAX_SIDE + ")");
                        }
                    }
                }
                case "XYZI" -> colors = voxels(in, content, n, size, colors, name);
                case "RGBA" -> palette = palette(in, content, n, palette, name);
                default -> {
                    // Scene graph, layers, materials, render objects: not needed for one model's voxels.
                }
            }
            at = (int) end;
        }
        if (size == null || colors == null) {
            throw new InvalidInputException(name + ": chunk " + (size == null ? "SIZE" : "XYZI")
                    + ": missing (expected: one SIZE and one XYZI chunk)");
        }
        return new Voxels(size[0], size[1], size[2], colors, palette != null ? palette : greyRamp());
    }

    private static int[] voxels(ByteBuffer in, int content, int n, int[] size, int[] earlier, String name)
            throws InvalidInputException {
        if (size == null || earlier != null) {
            throw new InvalidInputException(name + ": chunk XYZI: " + (size == null ? "before SIZE" : "a second model")
                    + " (expected: one SIZE then one XYZI)");
        }
        int count = n >= 4 ? in.getInt(content) : -1;
        long cells = (long) size[0] * size[1] * size[2];
        if (count < 0 || count > cells || 4L + 4L * count != n) {
            throw new InvalidInputException(name + ": chunk XYZI: " + count + " voxels in " + n
                    + " bytes (expected: 0.." + cells + " voxels, 4 + 4 bytes each)");
        }
        int[] colors = new int[(int) cells];
        for (int i = 0; i < count; i++) {
            int p = content + 4 + 4 * i;
            int x = in.get(p) & 0xFF;
            int y = in.get(p + 1) & 0xFF;
            int z = in.get(p + 2) & 0xFF;
            int c = in.get(p + 3) & 0xFF;
            if (x >= size[0] || y >= size[1] || z >= size[2] || c == 0) {
                throw new InvalidInputException(name + ": chunk XYZI: voxel " + i + " at (" + x + ", " + y + ", "
                        + z + ") colour " + c + " (expected: inside " + size[0] + "x" + size[1] + "x" + size[2]
                        + ", colour 1..255)");
            }
            int cell = x + (y + z * size[1]) * size[0];
            if (colors[cell] != 0) {
                throw new InvalidInputException(name + ": chunk XYZI: voxel " + i + " at (" + x + ", " + y + ", "
                        + z + ") given twice (expected: one voxel a position)");
            }
            colors[cell] = c;
        }
        return colors;
    }

    private static int[] palette(ByteBuffer in, int content, int n, int[] earlier, String name)
            throws InvalidInputException {
        if (earlier != null || n != 1024) {
            throw new InvalidInputException(name + ": chunk RGBA: " + (earlier != null ? "a second palette"
                    : n + " bytes") + " (expected: one palette of 256 x 4 bytes)");
        }
        int[] palette = new int[256];
        // Entry i (r, g, b, a) is the colour of index i + 1; the last entry is unused.
        for (int i = 0; i < 255; i++) {
            int p = content + 4 * i;
            int r = in.get(p) & 0xFF;
            int g = in.get(p + 1) & 0xFF;
            int b = in.get(p + 2) & 0xFF;
            int a = in.get(p + 3) & 0xFF;
            palette[i + 1] = a << 24 | r << 16 | g << 8 | b;
        }
        return palette;
    }

    private static int[] greyRamp() {
        int[] p = new int[256];
        for (int i = 1; i < 256; i++) {
            p[i] = 0xFF000000 | i << 16 | i << 8 | i;
        }
        return p;
    }

    /** The file's bytes: MAIN holding SIZE, XYZI (filled cells in index order) and RGBA (the palette kept). */
    public static byte[] encode(Voxels v) {
        int filled = v.filled();
        ByteBuffer out = ByteBuffer.allocate(8 + HEADER + (HEADER + 12) + (HEADER + 4 + 4 * filled)
                + (HEADER + 1024)).order(ByteOrder.LITTLE_ENDIAN);
        out.put(MAGIC).putInt(VERSION);
        out.put(ascii("MAIN")).putInt(0).putInt(out.capacity() - 8 - HEADER);
        out.put(ascii("SIZE")).putInt(12).putInt(0).putInt(v.width()).putInt(v.height()).putInt(v.depth());
        out.put(ascii("XYZI")).putInt(4 + 4 * filled).putInt(0).putInt(filled);
        int[] colors = v.colors();
        for (int c = 0; c < colors.length; c++) {
            if (colors[c] != 0) {
                out.put((byte) (c % v.width())).put((byte) (c / v.width() % v.height()))
                        .put((byte) (c / (v.width() * v.height()))).put((byte) colors[c]);
            }
        }
        out.put(ascii("RGBA")).putInt(1024).putInt(0);
        int[] palette = v.palette();
        for (int i = 0; i < 256; i++) {
            int argb = i < 255 ? palette[i + 1] : 0;
            out.put((byte) (argb >> 16)).put((byte) (argb >> 8)).put((byte) argb).put((byte) (argb >>> 24));
        }
        return out.array();
    }

    /** Writes {@link #encode} by {@link AtomicFiles#write}. @throws IOException {@code "FILE: cannot write (...)"} */
    public static void write(Path file, Voxels v) throws IOException {
        AtomicFiles.write(file, encode(v));
    }

    private static String id(byte[] bytes, int at) {
        return new String(bytes, at, 4, StandardCharsets.ISO_8859_1);
    }

    private static String printable(String id) {
        return id.replaceAll("[^\\x20-\\x7e]", "?");
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
