package dev.wfc.corpus;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Uncompressed POSIX ustar archives of regular files, as the shards layout writes and reads them: reproducible (every
 * header has mtime 0, uid and gid 0, mode 0644, no user or group name), so an archive's bytes depend only on its
 * members' names and bytes, in their order.
 *
 * <p>Layout: per member a 512-byte header (name, mode, uid, gid, size and mtime as NUL-terminated octal, the
 * checksum, type {@code '0'}, magic {@code "ustar\0"}, version {@code "00"}), then the data padded with zeros to a
 * multiple of 512; the archive ends with two zero blocks. Names are at most 100 bytes of ASCII (no prefix field).
 */
final class Ustar {
    static final int BLOCK = 512;
    private static final int NAME_LENGTH = 100;
    /** The largest member ustar's 11 octal digits of size can state. */
    private static final long MAX_SIZE = 077777777777L;
    /** The end of an archive: two zero blocks. Never modified. */
    static final byte[] END = new byte[2 * BLOCK];

    private Ustar() {
    }

    /** An archive of {@code members} (names to bytes) in their iteration order: {@link #blocks}, then {@link #END}. */
    static byte[] archive(Map<String, byte[]> members) {
        byte[] blocks = blocks(members);
        byte[] archive = java.util.Arrays.copyOf(blocks, blocks.length + END.length);
        System.arraycopy(END, 0, archive, blocks.length, END.length);
        return archive;
    }

    /**
     * The blocks of {@code members} (names to bytes) in their iteration order, each a header, its data and the zeros
     * that pad it to a block, without the end of the archive. An archive is the concatenation of the blocks of its
     * members, in order, then {@link #END}: so the members of a shard can be put in blocks on the workers, and the
     * shard written by concatenation.
     */
    static byte[] blocks(Map<String, byte[]> members) {
        long total = 0;
        for (byte[] data : members.values()) {
            total += BLOCK + padded(data.length);
        }
        if (total > Integer.MAX_VALUE - 8 - END.length) {
            throw new IllegalArgumentException("tar members of " + total + " bytes (expected: under 2 GB)");
        }
        byte[] out = new byte[(int) total];
        int at = 0;
        for (Map.Entry<String, byte[]> member : members.entrySet()) {
            byte[] data = member.getValue();
            System.arraycopy(header(member.getKey(), data.length), 0, out, at, BLOCK);
            System.arraycopy(data, 0, out, at + BLOCK, data.length);
            at += BLOCK + (int) padded(data.length);
        }
        return out;
    }

    private static long padded(long size) {
        return (size + BLOCK - 1) / BLOCK * BLOCK;
    }

    private static byte[] header(String name, long size) {
        byte[] n = name.getBytes(StandardCharsets.US_ASCII);
        if (n.length > NAME_LENGTH || !name.equals(new String(n, StandardCharsets.US_ASCII))) {
            throw new IllegalArgumentException("tar member " + name + " (expected: at most 100 ASCII characters)");
        }
        if (size > MAX_SIZE) {
            throw new IllegalArgumentException("tar member " + name + ": " + size + " bytes (expected: < 8 GiB)");
        }
        byte[] h = new byte[BLOCK];
        System.arraycopy(n, 0, h, 0, n.length);
        octal(h, 100, 8, 0644);
        octal(h, 108, 8, 0);
        octal(h, 116, 8, 0);
        octal(h, 124, 12, size);
        octal(h, 136, 12, 0);
        h[156] = '0';
        System.arraycopy("ustar\0".getBytes(StandardCharsets.US_ASCII), 0, h, 257, 6);
        h[263] = '0';
        h[264] = '0';
        java.util.Arrays.fill(h, 148, 156, (byte) ' ');
        long sum = 0;
        for (byte b : h) {
            sum += b & 0xff;
        }
        // Six octal digits, NUL, space: the form GNU tar and Python's tarfile write.
        octal(h, 148, 7, sum);
        h[155] = ' ';
        return h;
    }

    /** Writes {@code value} as {@code width - 1} zero-padded octal digits and a NUL at {@code h[offset..]}. */
    private static void octal(byte[] h, int offset, int width, long value) {
        String digits = Long.toOctalString(value);
        int pad = width - 1 - digits.length();
        for (int i = 0; i < width - 1; i++) {
            h[offset + i] = (byte) (i < pad ? '0' : digits.charAt(i - pad));
        }
        h[offset + width - 1] = 0;
    }

    /** Where a member's data lies in the archive: its offset and size in bytes. */
    record Member(long offset, long size) {
    }

    /**
     * The members of the archive {@code file} by name, in archive order; reads the headers only.
     *
     * @throws IOException {@code "FILE: not a ustar archive ..."} for a damaged or truncated archive, or another type
     *     of member than a regular file
     */
    static Map<String, Member> index(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            return index(ch, file);
        }
    }

    /** {@link #index(Path)} of the open archive {@code ch}, named {@code file} in messages. */
    static Map<String, Member> index(FileChannel ch, Path file) throws IOException {
        Map<String, Member> members = new LinkedHashMap<>();
        {
            long length = ch.size();
            long position = 0;
            ByteBuffer block = ByteBuffer.allocate(BLOCK);
            while (true) {
                if (position + BLOCK > length) {
                    throw damaged(file, "truncated at byte " + position);
                }
                readFully(ch, block, position);
                byte[] h = block.array();
                if (isZero(h)) {
                    return members;
                }
                long sum = 0;
                for (int i = 0; i < BLOCK; i++) {
                    sum += i >= 148 && i < 156 ? ' ' : h[i] & 0xff;
                }
                if (!new String(h, 257, 5, StandardCharsets.US_ASCII).equals("ustar") || parseOctal(h, 148, 8) != sum
                        || h[156] != '0' && h[156] != 0) {
                    throw damaged(file, "a bad header at byte " + position);
                }
                int nameLength = 0;
                while (nameLength < NAME_LENGTH && h[nameLength] != 0) {
                    nameLength++;
                }
                String name = new String(h, 0, nameLength, StandardCharsets.US_ASCII);
                long size = parseOctal(h, 124, 12);
                if (size < 0 || position + BLOCK + size > length) {
                    throw damaged(file, "member " + name + " truncated");
                }
                members.put(name, new Member(position + BLOCK, size));
                position += BLOCK + padded(size);
            }
        }
    }

    /** The data of {@code member} of the open archive {@code ch}, named {@code file} in messages. */
    static byte[] read(FileChannel ch, Path file, Member member) throws IOException {
        if (member.size() > Integer.MAX_VALUE - 8) {
            throw new IOException(file + ": member of " + member.size() + " bytes (expected: under 2 GB)");
        }
        ByteBuffer data = ByteBuffer.allocate((int) member.size());
        readFully(ch, data, member.offset());
        return data.array();
    }

    private static void readFully(FileChannel ch, ByteBuffer buffer, long position) throws IOException {
        buffer.clear();
        while (buffer.hasRemaining()) {
            if (ch.read(buffer, position + buffer.position()) < 0) {
                throw new EOFException("end of file at byte " + (position + buffer.position()));
            }
        }
    }

    private static boolean isZero(byte[] h) {
        for (byte b : h) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    /** An octal field (digits, optionally led by spaces, ended by NUL or space); -1 if it is not one. */
    private static long parseOctal(byte[] h, int offset, int width) {
        long value = 0;
        int i = offset;
        int end = offset + width;
        while (i < end && h[i] == ' ') {
            i++;
        }
        int digits = 0;
        for (; i < end && h[i] >= '0' && h[i] <= '7'; i++, digits++) {
            value = value * 8 + (h[i] - '0');
        }
        for (; i < end; i++) {
            if (h[i] != 0 && h[i] != ' ') {
                return -1;
            }
        }
        return digits == 0 ? -1 : value;
    }

    private static IOException damaged(Path file, String what) {
        return new IOException(file + ": not a sound ustar archive (" + what + ")");
    }
}
