package dev.wfc.corpus.debroglie;

/**
 * A reference to a tile as a DeBroglie configuration writes it: a JSON string (a colour {@code "#0e680d"}, a tile
 * name, a name with a rotation suffix {@code "b_half!90"}) or a JSON integer (a Tiled global id, a palette index).
 * What it names depends on the sample format; {@link DebroglieJob} resolves it.
 *
 * @param text the reference as written, e.g. {@code "#0e680d"} or {@code "5"}
 * @param numeric whether the JSON value was an integer
 */
public record TileRef(String text, boolean numeric) {
    @Override
    public String toString() {
        return numeric ? text : '"' + text + '"';
    }
}
