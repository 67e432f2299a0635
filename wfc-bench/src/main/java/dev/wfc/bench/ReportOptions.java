package dev.wfc.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * The scaling report's command line.
 *
 * @param sizes map sides, ascending, each used for a square periodic map
 */
record ReportOptions(double capSeconds, Path out, int maps, int[] sizes, Workload workload, double warmupSeconds,
        boolean help) {
    static final String USAGE = """
            Usage: java -cp wfc-bench/target/benchmarks.jar dev.wfc.bench.ScalingReport [options]
              --cap-seconds S      cancel a map after S seconds; points past it are extrapolated (default 60)
              --out DIR            where scaling.md and scaling.svg go (default docs/)
              --maps K             maps (seeds) per point, the median is reported (default 5)
              --sizes A,B,...      map sides (default 20,50,100,200,500)
              --workload NAME      SYNTHETIC, ROOMS, KNOT or LAKE (default ROOMS)
              --warmup-seconds S   warm-up per solver before measuring (default 3)
            Samples are read from -Dwfc.samples=DIR (default ../shared/wfc-samples).""";

    /** @throws IllegalArgumentException naming the option and what it expects */
    static ReportOptions parse(String... args) {
        double capSeconds = 60;
        Path out = Path.of("docs");
        int maps = 5;
        int[] sizes = {20, 50, 100, 200, 500};
        Workload workload = Workload.ROOMS;
        double warmupSeconds = 3;
        boolean help = false;
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            if (name.equals("--help") || name.equals("-h")) {
                help = true;
                continue;
            }
            if (i + 1 == args.length) {
                throw new IllegalArgumentException(name + ": no value (expected: an option and its value)");
            }
            String v = args[++i];
            switch (name) {
                case "--cap-seconds" -> capSeconds = positive(name, v);
                case "--out" -> out = Path.of(v);
                case "--maps" -> maps = count(name, v);
                case "--sizes" -> sizes = sizes(name, v);
                case "--workload" -> workload = workload(name, v);
                case "--warmup-seconds" -> warmupSeconds = nonNegative(name, v);
                default -> throw new IllegalArgumentException(name + ": unknown option (expected: one of"
                        + " --cap-seconds, --out, --maps, --sizes, --workload, --warmup-seconds, --help)");
            }
        }
        return new ReportOptions(capSeconds, out, maps, sizes, workload, warmupSeconds, help);
    }

    /** The arguments that reproduce these options. */
    String asArguments() {
        return "--cap-seconds " + Units.plain(capSeconds) + " --out " + out + " --maps " + maps + " --sizes "
                + String.join(",", Arrays.stream(sizes).mapToObj(Integer::toString).toArray(String[]::new))
                + " --workload " + workload + " --warmup-seconds " + Units.plain(warmupSeconds);
    }

    private static double positive(String name, String v) {
        double d = number(name, v);
        if (!(d > 0) || Double.isInfinite(d)) {
            throw new IllegalArgumentException(name + ": " + v + " (expected: > 0)");
        }
        return d;
    }

    private static double nonNegative(String name, String v) {
        double d = number(name, v);
        if (!(d >= 0) || Double.isInfinite(d)) {
            throw new IllegalArgumentException(name + ": " + v + " (expected: >= 0)");
        }
        return d;
    }

    private static double number(String name, String v) {
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": " + v + " (expected: a number)");
        }
    }

    private static int count(String name, String v) {
        try {
            int n = Integer.parseInt(v);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below with the expected form
        }
        throw new IllegalArgumentException(name + ": " + v + " (expected: an integer > 0)");
    }

    private static int[] sizes(String name, String v) {
        String[] parts = v.split(",", -1);
        int[] sizes = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            sizes[i] = count(name, parts[i].trim());
            if (i > 0 && sizes[i] <= sizes[i - 1]) {
                throw new IllegalArgumentException(name + ": " + v + " (expected: ascending sides, e.g. 20,50,100)");
            }
        }
        return sizes;
    }

    private static Workload workload(String name, String v) {
        try {
            return Workload.valueOf(v.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": " + v + " (expected: one of "
                    + Arrays.toString(Workload.values()) + ")");
        }
    }
}
