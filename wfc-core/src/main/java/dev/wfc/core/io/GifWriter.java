package dev.wfc.core.io;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.FileImageOutputStream;
import javax.imageio.stream.ImageOutputStream;
import java.awt.image.BufferedImage;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes an animated GIF that loops forever, frame by frame, with the JDK's GIF writer: each frame is an opaque
 * picture with its own palette, which the writer builds from the frame's colours (exact up to 256 colours, an octree
 * quantization beyond). Frames are streamed to the file, never held.
 *
 * <p>Maintainers: the loop is the NETSCAPE2.0 application extension (sub-block 1, loop count 0 = forever) on the
 * first frame; each frame's delay and disposal go in its graphic control extension, in hundredths of a second.
 */
public final class GifWriter implements Closeable {
    private static final String FORMAT = "javax_imageio_gif_image_1.0";

    private final ImageWriter writer;
    private final ImageOutputStream out;
    private boolean first = true;
    private boolean closed;

    /** @throws IOException if {@code file} cannot be created */
    public GifWriter(Path file) throws IOException {
        this.out = new FileImageOutputStream(file.toFile());
        this.writer = ImageIO.getImageWritersByFormatName("gif").next();
        writer.setOutput(out);
        writer.prepareWriteSequence(null);
    }

    /** Appends {@code frame} (opaque: alpha is ignored), shown for {@code delayMillis}, rounded to 10 ms. */
    public void write(Image frame, int delayMillis) throws IOException {
        BufferedImage picture = new BufferedImage(frame.width(), frame.height(), BufferedImage.TYPE_INT_RGB);
        picture.setRGB(0, 0, frame.width(), frame.height(), frame.argb(), 0, frame.width());
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata metadata = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(picture),
                param);
        IIOMetadataNode root = (IIOMetadataNode) metadata.getAsTree(FORMAT);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("transparentColorIndex", "0");
        control.setAttribute("delayTime", Integer.toString(Math.round(delayMillis / 10f)));
        if (first) {
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            loop.setUserObject(new byte[] {1, 0, 0});
            child(root, "ApplicationExtensions").appendChild(loop);
            first = false;
        }
        metadata.setFromTree(FORMAT, root);
        writer.writeToSequence(new IIOImage(picture, null, metadata), param);
    }

    /** Ends the sequence and closes the file; later calls do nothing. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (!first) {
                writer.endWriteSequence();
            }
        } finally {
            writer.dispose();
            out.close();
        }
    }

    /** The child of {@code parent} named {@code name}, added if missing. */
    private static IIOMetadataNode child(IIOMetadataNode parent, String name) {
        for (int i = 0; i < parent.getLength(); i++) {
            if (parent.item(i).getNodeName().equals(name)) {
                return (IIOMetadataNode) parent.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        parent.appendChild(node);
        return node;
    }
}
