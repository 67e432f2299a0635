package dev.wfc.core.model;

import java.util.Locale;

/** A file format a model can encode a map to ({@link Model#encode}); which ones it offers, {@link Model#formats}. */
public enum MapFormat {
    /** The rendered image ({@link Model#render}) as PNG. */
    PNG,
    /** The grid of tile ids with the tile names, as JSON (see {@link dev.wfc.core.io.GridJson}). */
    JSON,
    /** The grid as UTF-8 text, one line per row (tiled models and text examples only). */
    TXT;

    /** The file extension: {@code png}, {@code json} or {@code txt}. */
    public String extension() {
        return name().toLowerCase(Locale.ROOT);
    }
}
