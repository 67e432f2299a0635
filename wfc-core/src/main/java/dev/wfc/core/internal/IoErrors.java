package dev.wfc.core.internal;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/** Words for an I/O failure: the JDK's file-system exceptions often carry only a path as their message. */
public final class IoErrors {
    private IoErrors() {
    }

    /** A short reason such as {@code "/a/b: permission denied"}, without the exception's class name. */
    public static String describe(IOException e) {
        if (e instanceof NoSuchFileException f) {
            return f.getFile() + ": no such file or directory";
        }
        if (e instanceof AccessDeniedException f) {
            return f.getFile() + ": permission denied";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return f.getFile() + ": already exists";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage();
    }
}
