package dev.wfc.corpus;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Whether a map file listed in a manifest is sound: its SHA-256 is the one recorded, or, for a manifest from before
 * digests were recorded, it decodes as its format (a PNG, JSON, UTF-8 text). Shared by resume and verify.
 */
final class MapFileCheck {
    private static final ObjectMapper JSON = new ObjectMapper();

    private MapFileCheck() {
    }

    /**
     * What is wrong with the file {@code name} of bytes {@code bytes}, or null if it is sound.
     *
     * @param bytes the file's content, null if it is missing
     * @param sha256 the recorded digest, or null if none was recorded
     */
    static String problem(String name, byte[] bytes, String sha256) {
        if (bytes == null) {
            return "missing";
        }
        if (sha256 != null) {
            return sha256.equals(GridDigest.sha256(bytes)) ? null : "changed (its SHA-256 is not the recorded one)";
        }
        return decodes(name, bytes) ? null : "not a sound " + extension(name) + " file";
    }

    private static boolean decodes(String name, byte[] bytes) {
        String extension = extension(name);
        try {
            if (extension.equals(MapFormat.PNG.extension())) {
                Png.decode(bytes, name);
            } else if (extension.equals(MapFormat.TXT.extension()) || extension.equals(MapFormat.TMX.extension())) {
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            } else {
                JSON.readTree(bytes);
            }
            return true;
        } catch (IOException e) {
            // CharacterCodingException and InvalidInputException among them: the bytes are not what they claim.
            return false;
        }
    }

    private static String extension(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
