package dev.wfc.cli;

import dev.wfc.cli.support.ExitCodes;

/** Entry point of the {@code wfc} command line; the exit code is the command's (see {@link ExitCodes}). */
public final class Main {
    /**
     * The types whose converters picocli registers by reflection when they are present, all of java.time and java.sql,
     * which no wfc option takes. Each name is spelled out: a regex of literals compiles without the lambdas that
     * {@code .*} or a class such as {@code \w} spin at run time. picocli matches each such type against it.
     */
    static final String PICOCLI_EXCLUDES = "java\\.time\\.(Duration|Instant|LocalDate|LocalDateTime|LocalTime|"
            + "MonthDay|OffsetDateTime|OffsetTime|Period|Year|YearMonth|ZonedDateTime|ZoneId|ZoneOffset)"
            + "|java\\.sql\\.(Connection|Driver|Time|Timestamp)";

    private Main() {
    }

    /** Runs the command; anything that escapes even its error reporting is one line on stderr and exit 1. */
    public static void main(String[] args) {
        int code;
        try {
            code = run(args);
        } catch (Throwable t) { // the last resort: never a stack trace
            System.err.println("wfc: unexpected error: " + t.getClass().getName());
            code = ExitCodes.FAILURE;
        }
        System.exit(code);
    }

    /** Runs wfc with {@code args}, writing to System.out and System.err, and returns its exit code. */
    static int run(String... args) {
        String[] version = WfcCommand.versionAlone(args);
        if (version != null) {
            for (String line : version) {
                System.out.println(line);
            }
            return ExitCodes.OK;
        }
        lightPicocli();
        return WfcCommand.commandLine(args).execute(args);
    }

    /**
     * Two picocli settings, read once when its classes initialise, that take work off every run
     * (docs/performance.md#start-up): no lookup of Groovy's closure class (a class load that fails after searching
     * the jar), and no converters for {@link #PICOCLI_EXCLUDES} (registering them loaded and initialised about 80 JDK
     * classes). A value the user set with {@code -D} stays.
     */
    private static void lightPicocli() {
        System.getProperties().putIfAbsent("picocli.disable.closures", "true");
        System.getProperties().putIfAbsent("picocli.converters.excludes", PICOCLI_EXCLUDES);
    }
}
