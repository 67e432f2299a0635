package dev.wfc.spark;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * A Spark standalone cluster on the loopback address, every daemon a JVM of its own started from the Spark jars on
 * this test's class path (no Spark distribution): a master, workers of one core each, and applications submitted
 * through {@code spark-submit}'s entry point. Every port is chosen by the system (port 0) and read back from the
 * daemons' logs. {@link #close} kills every JVM it started and their children (the executors), also those of a
 * worker killed earlier.
 *
 * <p>The cluster's class path is this JVM's without wfc (its modules and the libraries its jar bundles) and without
 * the test libraries: wfc reaches the executors only inside the submitted jar, as on a real cluster. The launcher
 * builds an executor's class path from {@code SPARK_HOME/jars} (here an empty folder) and
 * {@code SPARK_DIST_CLASSPATH} (here the Spark jars).
 */
final class LocalCluster implements AutoCloseable {
    /** Jars of this class path that the cluster must not have: wfc and what its jar bundles, test libraries. */
    private static final List<String> NOT_ON_THE_CLUSTER = List.of("wfc-", "fastutil", "jctools", "picocli", "junit",
            "jqwik", "opentest4j", "apiguardian");
    private static final Pattern MASTER_URL = Pattern.compile("Starting Spark master at (spark://[0-9.]+:[0-9]+)");
    private static final Pattern REGISTERED = Pattern.compile("Successfully registered with master");
    private static final int MINUTES = 5;

    private final Path dir;
    private final String classPath;
    private final List<String> jvmOptions;
    private final List<ProcessLog> started = new ArrayList<>();
    private final List<ProcessHandle> orphans = new ArrayList<>();
    private final List<ProcessLog> workers = new ArrayList<>();
    /** Kills the cluster if the test JVM is stopped (SIGTERM, Ctrl-C) before {@link #close}; not on SIGKILL. */
    private final Thread hook = new Thread(this::killAll, "kill the test's Spark cluster");
    private String masterUrl;

    private LocalCluster(Path dir) {
        this.dir = dir;
        this.classPath = String.join(File.pathSeparator, Arrays.stream(System.getProperty("java.class.path")
                .split(File.pathSeparator)).filter(LocalCluster::onTheCluster).toList());
        // The --add-opens flags that spark-submit adds on Java 17, as surefire passes them to this JVM.
        this.jvmOptions = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens") || a.startsWith("-Djdk.reflect") || a.startsWith("-Dio.netty"))
                .toList();
    }

    private static boolean onTheCluster(String entry) {
        String name = Path.of(entry).getFileName().toString();
        return name.endsWith(".jar") && NOT_ON_THE_CLUSTER.stream().noneMatch(name::startsWith);
    }

    /** A master and {@code workers} workers of one core and 1 GB each, registered, under {@code dir}. */
    static LocalCluster start(Path dir, int workers) throws IOException, InterruptedException {
        LocalCluster cluster = new LocalCluster(dir);
        Runtime.getRuntime().addShutdownHook(cluster.hook);
        try {
            Files.createDirectories(dir.resolve("home/jars"));
            ProcessLog master = cluster.jvm("master", "-Xmx256m", "org.apache.spark.deploy.master.Master", "--host",
                    "127.0.0.1", "--port", "0", "--webui-port", "0");
            cluster.masterUrl = master.await(MASTER_URL, MINUTES).group(1);
            for (int w = 0; w < workers; w++) {
                Path work = Files.createDirectories(dir.resolve("worker-" + w));
                cluster.workers.add(cluster.jvm("worker-" + w, "-Xmx256m", "org.apache.spark.deploy.worker.Worker",
                        "--host", "127.0.0.1", "--port", "0", "--webui-port", "0", "--cores", "1", "--memory", "1g",
                        "--work-dir", work.toString(), cluster.masterUrl));
            }
            for (ProcessLog worker : cluster.workers) {
                worker.await(REGISTERED, MINUTES);
            }
            return cluster;
        } catch (IOException | InterruptedException | RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    String masterUrl() {
        return masterUrl;
    }

    List<ProcessLog> workers() {
        return workers;
    }

    /** {@code spark-submit --master URL OPTIONS... JAR ARGS...}, its output followed in {@code submit.log}. */
    ProcessLog submit(List<String> options, Path jar, List<String> args) throws IOException {
        List<String> command = new ArrayList<>(List.of("--master", masterUrl));
        command.addAll(options);
        command.add(jar.toString());
        command.addAll(args);
        // The driver runs in this JVM (client mode): Spark wants 450 MB of heap at least.
        return jvm("submit", "-Xmx1g", "org.apache.spark.deploy.SparkSubmit", command.toArray(String[]::new));
    }

    /**
     * Kills {@code worker} with SIGKILL and waits for it to end; its executors, now orphans, are killed at
     * {@link #close} if they have not ended by then.
     */
    void kill(ProcessLog worker) throws InterruptedException {
        Process p = worker.process();
        p.descendants().forEach(orphans::add);
        p.destroyForcibly();
        if (!p.waitFor(MINUTES, TimeUnit.MINUTES)) {
            throw new IllegalStateException("worker " + p.pid() + " did not end on SIGKILL");
        }
    }

    private ProcessLog jvm(String name, String heap, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), heap));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", classPath, mainClass));
        command.addAll(Arrays.asList(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(k -> k.startsWith("SPARK_") || k.startsWith("HADOOP_"));
        env.put("SPARK_HOME", dir.resolve("home").toString());
        env.put("SPARK_SCALA_VERSION", "2.13");
        env.put("SPARK_DIST_CLASSPATH", classPath);
        env.put("SPARK_LOCAL_IP", "127.0.0.1");
        ProcessLog log = ProcessLog.start(builder, dir.resolve(name + ".log"));
        started.add(log);
        return log;
    }

    /** Kills every JVM this cluster started, their descendants, and the orphans of killed workers, and waits. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is shutting down: the hook runs killAll itself.
            return;
        }
        killAll();
    }

    private void killAll() {
        List<ProcessHandle> all = new ArrayList<>(orphans);
        for (ProcessLog log : started) {
            log.process().descendants().forEach(all::add);
            all.add(log.process().toHandle());
        }
        all.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle h : all) {
            try {
                h.onExit().get(MINUTES, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while process " + h.pid() + " ended", e);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                throw new IllegalStateException("process " + h.pid() + " did not end on SIGKILL", e);
            }
        }
    }
}
