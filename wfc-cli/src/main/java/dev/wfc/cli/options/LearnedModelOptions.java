package dev.wfc.cli.options;

import dev.wfc.cli.map.LearnCommand;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.Solution;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.LearnedModel;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * What the learned-adjacency model is built from: the examples, their symmetries and whether they wrap around; for
 * every command that learns from examples ({@code wfc learn} and its {@code bench}, {@code animate} and {@code rules}
 * subcommands). Such a command states the model's own defaults (as drawn, not wrapping) with
 * {@code defaultValueProvider = LearnCommand.Defaults.class}.
 */
public final class LearnedModelOptions {
    /** The side of the picture of a text tile in {@link AnyModel#tileImage}. */
    static final int GLYPH_SIDE = 16;

    @Parameters(arity = "1..*", paramLabel = "EXAMPLE",
            description = "Example files, all PNG (name ending in .png, any case) or all text; their tile counts "
                    + "add up and their adjacencies unite.")
    private List<Path> examples;

    @Mixin
    private InputSymmetryOptions input;

    /** The examples, at least one, in the order given. */
    public List<Path> examples() {
        return examples;
    }

    public InputSymmetryOptions input() {
        return input;
    }

    /** The NAME of the default output: the first example's file name without its extension. */
    public String name() {
        Path first = examples.get(0);
        String file = first.getFileName().toString();
        int dot = file.lastIndexOf('.');
        return FileNames.baseName(first, dot > 0 ? file.substring(dot) : "");
    }

    /**
     * Reads the examples.
     *
     * @throws CliFailure with exit code 2 naming the example that cannot be read, or if they do not go together
     */
    public LearnedModel model() {
        LearnedModel.Builder builder = LearnedModel.builder().symmetry(input.symmetry())
                .periodicInput(input.periodicInput());
        for (Path example : examples) {
            try {
                builder.example(example);
            } catch (IOException | IllegalArgumentException e) {
                throw CliFailure.badInput(e.getMessage());
            } catch (OutOfMemoryError e) {
                throw CliFailure.badInput(example + ": too large to read (out of memory)");
            }
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(String.join(", ", examples.stream().map(Path::toString).toList()) + ": "
                    + e.getMessage());
        }
    }

    /** {@link #model()} as a model of any kind; maps are drawn a pixel per cell. */
    public AnyModel any() {
        LearnedModel model = model();
        boolean image = model.form() == LearnedModel.Form.IMAGE;
        return new AnyModel(name(), "tiles", model, null) {
            @Override
            public boolean drawsMaps() {
                return image;
            }

            @Override
            public Image render(Solution map) {
                return model.render(map, 1);
            }

            @Override
            public Image tileImage(int t) {
                return image ? new Image(new int[] {model.symbol(t)}, 1, 1) : glyph(model.symbol(t));
            }
        };
    }

    /** A character, light on dark, centred in a square of {@link #GLYPH_SIDE} pixels. */
    private static Image glyph(int codePoint) {
        BufferedImage picture = new BufferedImage(GLYPH_SIDE, GLYPH_SIDE, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = picture.createGraphics();
        try {
            g.setColor(new Color(0x20, 0x20, 0x28));
            g.fillRect(0, 0, GLYPH_SIDE, GLYPH_SIDE);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.MONOSPACED, Font.BOLD, GLYPH_SIDE - 3));
            g.setColor(new Color(0xF0, 0xF0, 0xF0));
            String text = Character.toString(codePoint);
            FontMetrics m = g.getFontMetrics();
            g.drawString(text, (GLYPH_SIDE - m.stringWidth(text)) / 2,
                    (GLYPH_SIDE - m.getHeight()) / 2 + m.getAscent());
        } finally {
            g.dispose();
        }
        int[] argb = picture.getRGB(0, 0, GLYPH_SIDE, GLYPH_SIDE, null, 0, GLYPH_SIDE);
        return new Image(argb, GLYPH_SIDE, GLYPH_SIDE);
    }
}
