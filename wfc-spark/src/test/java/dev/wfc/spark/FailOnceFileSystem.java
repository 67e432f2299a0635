package dev.wfc.spark;

import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.spark.TaskContext;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The local file system under the scheme {@code faulty:}, which fails the first attempt of a Spark task when it
 * creates a file whose name starts with {@link #failOn}: one injected failure that Spark retries. Tests set the name
 * before a job and read {@link #injected} after it, so that a test whose failure never happened cannot pass.
 */
public final class FailOnceFileSystem extends RawLocalFileSystem {
    private static final URI NAME = URI.create("faulty:///");

    /** The file-name prefix whose creation fails on a first attempt; null for none. */
    static volatile String failOn;
    /** Failures injected so far. */
    static final AtomicInteger injected = new AtomicInteger();

    @Override
    public URI getUri() {
        return NAME;
    }

    @Override
    public String getScheme() {
        return NAME.getScheme();
    }

    @Override
    protected OutputStream createOutputStream(Path f, boolean append) throws IOException {
        failOnFirstAttempt(f);
        return super.createOutputStream(f, append);
    }

    @Override
    protected OutputStream createOutputStreamWithMode(Path f, boolean append, FsPermission permission)
            throws IOException {
        failOnFirstAttempt(f);
        return super.createOutputStreamWithMode(f, append, permission);
    }

    private static void failOnFirstAttempt(Path f) throws IOException {
        TaskContext task = TaskContext.get();
        String prefix = failOn;
        if (task != null && task.attemptNumber() == 0 && prefix != null && f.getName().startsWith(prefix)) {
            injected.incrementAndGet();
            throw new IOException(f + ": injected failure on the first attempt of task " + task.partitionId());
        }
    }
}
