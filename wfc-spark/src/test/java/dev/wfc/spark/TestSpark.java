package dev.wfc.spark;

import org.apache.spark.sql.SparkSession;

/** The one Spark session of a test class: local threads, no web UI, bound to the loopback address. */
final class TestSpark {
    private TestSpark() {
    }

    /**
     * A new session on {@code master}, e.g. {@code local[2]}, or {@code local[2,2]} to retry a failed task once
     * (local mode ignores {@code spark.task.maxFailures}). {@code fs.faulty.impl} makes {@code faulty:} paths go
     * through {@link FailOnceFileSystem}.
     */
    static SparkSession start(String master) {
        return SparkSession.builder()
                .master(master)
                .appName("wfc-spark tests")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.hadoop.fs.faulty.impl", FailOnceFileSystem.class.getName())
                .getOrCreate();
    }
}
