package dev.wfc.corpus.parquet;

import java.io.IOException;

/** A Parquet file that is truncated, corrupt or not of the shape wfc writes; the message says what is wrong. */
public final class ParquetException extends IOException {
    private static final long serialVersionUID = 1L;

    public ParquetException(String message) {
        super(message);
    }
}
