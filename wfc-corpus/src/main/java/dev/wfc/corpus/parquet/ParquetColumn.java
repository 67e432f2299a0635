package dev.wfc.corpus.parquet;

/**
 * A top-level column of a flat Parquet schema: a required or optional value, or an optional list of required values
 * (Parquet's three-level list, {@code optional group NAME (LIST) { repeated group list { required T element; } }},
 * as Spark writes an array without null elements).
 *
 * @param name the column's name
 * @param type the physical type of its values (of its elements, for a list)
 * @param shape required, optional or list
 * @param string whether a byte-array column holds UTF-8 text (annotated STRING)
 */
public record ParquetColumn(String name, Type type, Shape shape, boolean string) {
    /** Physical types, with their Thrift enum values and fixed widths in bytes (0 for variable). */
    public enum Type {
        INT32(1, 4), INT64(2, 8), DOUBLE(5, 8), BYTE_ARRAY(6, 0);

        final int thrift;
        final int width;

        Type(int thrift, int width) {
            this.thrift = thrift;
            this.width = width;
        }
    }

    /** How a column's values repeat, with its maximum repetition and definition levels. */
    public enum Shape {
        REQUIRED(0, 0), OPTIONAL(0, 1), LIST(1, 2);

        final int maxRepetition;
        final int maxDefinition;

        Shape(int maxRepetition, int maxDefinition) {
            this.maxRepetition = maxRepetition;
            this.maxDefinition = maxDefinition;
        }
    }

    public ParquetColumn {
        if (string && type != Type.BYTE_ARRAY) {
            throw new IllegalArgumentException(name + ": a string column must be BYTE_ARRAY");
        }
        if (shape == Shape.LIST && type.width == 0) {
            throw new IllegalArgumentException(name + ": a list column must have fixed-width elements");
        }
    }

    public static ParquetColumn required(String name, Type type) {
        return new ParquetColumn(name, type, Shape.REQUIRED, false);
    }

    public static ParquetColumn optional(String name, Type type) {
        return new ParquetColumn(name, type, Shape.OPTIONAL, false);
    }

    public static ParquetColumn requiredString(String name) {
        return new ParquetColumn(name, Type.BYTE_ARRAY, Shape.REQUIRED, true);
    }

    public static ParquetColumn optionalString(String name) {
        return new ParquetColumn(name, Type.BYTE_ARRAY, Shape.OPTIONAL, true);
    }

    public static ParquetColumn list(String name, Type element) {
        return new ParquetColumn(name, element, Shape.LIST, false);
    }
}
