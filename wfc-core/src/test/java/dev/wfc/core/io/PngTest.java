package dev.wfc.core.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PngTest {
    @TempDir
    Path dir;

    @Test
    void readsEveryColourTypeAsArgb() throws IOException {
        Random rnd = new Random(3);
        for (int type : new int[] {BufferedImage.TYPE_BYTE_GRAY, BufferedImage.TYPE_BYTE_INDEXED,
                BufferedImage.TYPE_INT_RGB, BufferedImage.TYPE_INT_ARGB, BufferedImage.TYPE_USHORT_GRAY}) {
            BufferedImage img = new BufferedImage(7, 5, type);
            for (int y = 0; y < 5; y++) {
                for (int x = 0; x < 7; x++) {
                    img.setRGB(x, y, rnd.nextInt());
                }
            }
            Path file = dir.resolve("type" + type + ".png");
            ImageIO.write(img, "png", file.toFile());
            Image read = Png.read(file);
            assertEquals(7, read.width());
            assertArrayEquals(img.getRGB(0, 0, 7, 5, null, 0, 7), read.argb(), "type " + type);
        }
    }

    @Test
    void writeThenReadIsIdentityAndLeavesNoTemporaryFile() throws IOException {
        int[] argb = new Random(5).ints(12).toArray();
        Path file = dir.resolve("sub/out.png");
        Png.write(file, new Image(argb, 4, 3));
        assertArrayEquals(argb, Png.read(file).argb());
        try (var files = Files.list(file.getParent())) {
            assertEquals(List.of(file), files.toList());
        }
    }

    @Test
    void writtenFilesGetTheUsualPermissions() throws IOException {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return;
        }
        Path plain = Files.createFile(dir.resolve("plain"));
        Path png = dir.resolve("x.png");
        Png.write(png, new Image(new int[] {0}, 1, 1));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(png));
    }

    @Test
    void errorsNameTheFileInOneLine() throws IOException {
        Path missing = dir.resolve("missing.png");
        Path text = Files.writeString(dir.resolve("text.png"), "hello");
        Path damaged = dir.resolve("damaged.png");
        byte[] good = Png.encode(new Image(new int[] {1, 2, 3, 4}, 2, 2));
        Files.write(damaged, java.util.Arrays.copyOf(good, 20));
        for (Path p : new Path[] {missing, text, damaged, dir}) {
            IOException e = assertThrows(IOException.class, () -> Png.read(p));
            assertTrue(e.getMessage().startsWith(p.toString()), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }
}
