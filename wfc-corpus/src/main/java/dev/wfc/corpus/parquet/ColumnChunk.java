package dev.wfc.corpus.parquet;

/**
 * A flat column's chunk in a Parquet file: its name, physical type (Thrift), nullability, and where its pages lie.
 *
 * @param offset the first page's byte in the file
 * @param bytes the pages' length in bytes
 */
record ColumnChunk(String name, int type, boolean optional, long offset, long bytes) {
}
