package dev.wfc.cli.support;

import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.internal.Quote;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reports every error as exactly one line on stderr, {@code "wfc overlapping: <what is wrong>"}, and maps it to its
 * exit code: bad arguments 2, a {@link CliFailure} its own code, anything unexpected 1. Never a stack trace: as the
 * execution strategy it is also the last resort for an {@link Error} such as {@link OutOfMemoryError}. A quoted
 * value longer than a few dozen characters is shortened ({@link Quote}), and a mistyped option or subcommand gets
 * picocli's nearest suggestion.
 */
public final class ErrorReporter implements IParameterExceptionHandler, IExecutionExceptionHandler,
        IExecutionStrategy {
    private final IExecutionStrategy delegate = new CommandLine.RunLast();

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        String message = ex.getMessage();
        if (ex instanceof UnmatchedArgumentException u) {
            message = message + suggestion(u);
        }
        report(ex.getCommandLine(), message);
        return ExitCodes.BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, ParseResult parseResult) {
        if (ex instanceof CliFailure failure) {
            report(commandLine, failure.getMessage());
            return failure.exitCode();
        }
        report(commandLine, "unexpected error: " + ex.getClass().getName() + ": " + ex.getMessage());
        return ExitCodes.FAILURE;
    }

    /** Runs the command; an {@link Error} it throws (out of memory, say) becomes one line and exit 1. */
    @Override
    public int execute(ParseResult parseResult) {
        try {
            return delegate.execute(parseResult);
        } catch (OutOfMemoryError e) {
            report(last(parseResult), "out of memory with a " + MemoryEstimate.human(Runtime.getRuntime().maxMemory())
                    + " heap (expected: a smaller input, size or --threads, or a larger heap, e.g. "
                    + "JAVA_OPTS=-Xmx8g)");
        } catch (StackOverflowError e) {
            report(last(parseResult), "out of stack space (expected: a less deeply nested input)");
        } catch (Error e) {
            report(last(parseResult), "unexpected error: " + e.getClass().getName() + ": " + e.getMessage());
        }
        return ExitCodes.FAILURE;
    }

    /**
     * {@code ", did you mean X?"} for the first unmatched argument: picocli's suggestion, else the option (for an
     * argument that starts with {@code -}) or subcommand nearest by edit distance; the empty string if none is near.
     */
    private static String suggestion(UnmatchedArgumentException u) {
        List<String> suggestions = u.getSuggestions();
        if (!suggestions.isEmpty()) {
            return ", did you mean " + suggestions.get(0) + "?";
        }
        List<String> unmatched = u.getUnmatched();
        if (unmatched.isEmpty()) {
            return "";
        }
        String first = unmatched.get(0);
        int eq = first.indexOf('=');
        String name = first.startsWith("-") && eq > 0 ? first.substring(0, eq) : first;
        CommandSpec spec = u.getCommandLine().getCommandSpec();
        List<String> names = new ArrayList<>();
        if (name.startsWith("-")) {
            spec.options().forEach(o -> names.addAll(Arrays.asList(o.names())));
        } else {
            names.addAll(spec.subcommands().keySet());
        }
        return Quote.didYouMean(name, names);
    }

    /** The subcommand that was run: its name starts the error line. */
    private static CommandLine last(ParseResult parseResult) {
        List<CommandLine> all = parseResult.asCommandLineList();
        return all.get(all.size() - 1);
    }

    /** Prints {@code "wfc COMMAND: message"} on one line, with long values shortened. */
    public static void report(CommandLine commandLine, String message) {
        String text = message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", " ");
        Matcher m = LongQuoted.PATTERN.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(m.group(1) + Quote.value(m.group(2)) + m.group(1)));
        }
        m.appendTail(sb);
        commandLine.getErr().println(commandLine.getCommandSpec().qualifiedName() + ": " + Quote.runs(sb.toString()));
        commandLine.getErr().flush();
    }

    /** Compiled when the first error is reported, not in every run that makes an {@link ErrorReporter}. */
    private static final class LongQuoted {
        /**
         * A quoted value, {@code 'like this'} (picocli) or {@code "like this"} (XML), long enough to shorten: the
         * opening quote follows the start, white space, {@code =}, {@code (} or {@code :}, and the closing one
         * precedes the end, white space or punctuation, so that the closing quote of one value never opens the next.
         */
        static final Pattern PATTERN = Pattern.compile("(?<=^|[\\s=(:])(['\"])([^'\"]{"
                + (Quote.MAX_VALUE + 1) + ",})\\1(?=$|[\\s:,)/>])");
    }
}
