package dev.wfc.core.testkit;

import org.w3c.dom.Node;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An animated GIF as the JDK's own reader decodes it: every frame, each frame's delay in hundredths of a second, and
 * the NETSCAPE2.0 loop count of the first frame (-1 without one).
 */
public record GifFrames(List<BufferedImage> frames, List<Integer> delays, int loops) {
    public static GifFrames read(Path file) throws IOException {
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            reader.setInput(in, false);
            int n = reader.getNumImages(true);
            List<BufferedImage> frames = new ArrayList<>();
            List<Integer> delays = new ArrayList<>();
            int loops = -1;
            for (int i = 0; i < n; i++) {
                frames.add(reader.read(i));
                IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(i)
                        .getAsTree("javax_imageio_gif_image_1.0");
                delays.add(Integer.parseInt(find(root, "GraphicControlExtension").getAttribute("delayTime")));
                IIOMetadataNode app = find(root, "ApplicationExtension");
                if (i == 0 && app != null && "NETSCAPE".equals(app.getAttribute("applicationID"))) {
                    byte[] data = (byte[]) app.getUserObject();
                    loops = (data[1] & 0xFF) | (data[2] & 0xFF) << 8;
                }
            }
            return new GifFrames(frames, delays, loops);
        } finally {
            reader.dispose();
        }
    }

    /** The first node named {@code name} below {@code node}, depth first, or null. */
    private static IIOMetadataNode find(Node node, String name) {
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeName().equals(name)) {
                return (IIOMetadataNode) child;
            }
            IIOMetadataNode below = find(child, name);
            if (below != null) {
                return below;
            }
        }
        return null;
    }

    public BufferedImage last() {
        return frames.get(frames.size() - 1);
    }
}
