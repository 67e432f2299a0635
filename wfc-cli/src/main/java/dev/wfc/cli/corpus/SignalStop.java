package dev.wfc.cli.corpus;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ends a corpus run cleanly on SIGTERM or SIGINT (Ctrl-C): a shutdown hook cancels the batch, whose writer still
 * writes the maps already queued, each whole, and then waits until the run has closed its files, so the JVM exits
 * with a consistent manifest and no temporaries. Remove it with {@link #close()} once the run's files are closed.
 *
 * <p>Maintainers: the hook waits at most {@link #PATIENCE_SECONDS}, so that a writer stuck on a dead disk cannot keep
 * the JVM from exiting; a run stopped so is still resumable (a listed map is complete, temporaries are removed by the
 * next resume). The JVM's exit status is the signal's (143, 130), whatever the command returns.
 */
final class SignalStop implements AutoCloseable {
    private static final long PATIENCE_SECONDS = 60;

    private final Thread hook;
    private final CountDownLatch closed = new CountDownLatch(1);
    private volatile boolean signalled;

    /** Installs the hook; {@code cancel} stops the run from the hook's thread. */
    SignalStop(Runnable cancel) {
        hook = new Thread(() -> {
            signalled = true;
            cancel.run();
            try {
                closed.await(PATIENCE_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "wfc-corpus-signal-stop");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Whether the run was stopped by a signal. */
    boolean signalled() {
        return signalled;
    }

    /** The run's files are closed: lets a waiting hook return (the JVM then exits), or removes the hook. */
    @Override
    public void close() {
        closed.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is shutting down: the hook is running, and returns now.
        }
    }
}
