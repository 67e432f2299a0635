package dev.wfc.cli.support;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Reports every error as exactly one line on stderr, {@code "wfc overlapping: <what is wrong>"}, and maps it to its
 * exit code: bad arguments 2, a {@link CliFailure} its own code, anything unexpected 1. Never a stack trace.
 */
public final class ErrorReporter implements IParameterExceptionHandler, IExecutionExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        report(ex.getCommandLine(), ex.getMessage());
        return ExitCodes.BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, ParseResult parseResult) {
        if (ex instanceof CliFailure failure) {
            report(commandLine, failure.getMessage());
            return failure.exitCode();
        }
        report(commandLine, "unexpected error: " + ex);
        return ExitCodes.FAILURE;
    }

    private static void report(CommandLine commandLine, String message) {
        String text = message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", " ");
        commandLine.getErr().println(commandLine.getCommandSpec().qualifiedName() + ": " + text);
        commandLine.getErr().flush();
    }
}
