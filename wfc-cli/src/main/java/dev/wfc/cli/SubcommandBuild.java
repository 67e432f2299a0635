package dev.wfc.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.List;

/**
 * The picocli model of the subcommand that a command line names, built on a thread of its own while the caller builds
 * the top command's: picocli makes both by reflection in code that runs once, cold (annotations, the proxies behind
 * them, its reading of every option), so on two cores the two builds overlap instead of queueing
 * (docs/performance.md#start-up). The model is the one {@code addSubcommand(Class)} builds: the same class,
 * instantiated by picocli's default factory.
 */
final class SubcommandBuild extends Thread {
    private final String name;
    private final List<Class<?>> commands;
    private CommandLine built;
    private Throwable failure;

    /** Starts looking for the command called {@code name} among {@code commands} and building its model. */
    SubcommandBuild(String name, List<Class<?>> commands) {
        super("wfc-subcommand-model");
        this.name = name;
        this.commands = commands;
        setDaemon(true);
        start();
    }

    @Override
    public void run() {
        try {
            for (Class<?> command : commands) {
                if (command.getAnnotation(Command.class).name().equals(name)) {
                    built = new CommandLine(command);
                    return;
                }
            }
        } catch (Throwable t) { // handed to the caller of get(), which would have met it building the model itself
            failure = t;
        }
    }

    /** The model of the named subcommand once it is built, or null if no command has that name. */
    CommandLine get() {
        boolean interrupted = false;
        while (isAlive()) {
            try {
                join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        return built;
    }
}
