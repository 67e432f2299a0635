package dev.wfc.cli.verify;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.TerminalProgress;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.CorpusVerifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code wfc verify}: whether a corpus is still what its manifest and run.json say, and optionally reproducible. */
@Command(name = "verify",
        addMethodSubcommands = false,
        description = {
            "Checks a corpus made by wfc corpus against its manifest and run.json: every listed file present with its "
                    + "recorded SHA-256, no unlisted file, every entry consistent with run.json and every map of its "
                    + "range listed; with --resolve, solves maps again and compares their grids.",
            "Prints one line per problem and a summary; exit 0 when all holds, 1 when something differs, 2 when the "
                    + "folder is not a corpus or a wfc corpus run is writing it (its lock is held for the whole check)."})
public final class VerifyCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CORPUS_DIR",
            description = "The corpus directory: run.json, manifest.jsonl and maps/, shards/ or parquet/.")
    private Path corpus;

    @Option(names = "--resolve", paramLabel = "K|all",
            description = "Solve K maps again, spread evenly over the corpus (the same ones every time), or all of "
                    + "them, and compare their grid digest, status, attempts and file digests with the manifest's "
                    + "(default: 0, none).")
    private String resolve;

    @Option(names = "--spec", paramLabel = "SPEC.json",
            description = "The spec file the corpus was made from, for --resolve (default: the one run.json names).")
    private Path specFile;

    @Option(names = "--quiet", description = "No progress bar (it is drawn only on a terminal anyway).")
    private boolean quiet;

    private Integer threads;

    @Option(names = "--threads", paramLabel = "K",
            description = "Worker threads for --resolve (default: all processors).")
    void setThreads(int value) {
        threads = (int) Args.atLeast(spec, "--threads", value, 1);
    }

    @Override
    public Integer call() {
        long k = resolveCount();
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        PrintWriter out = spec.commandLine().getOut();
        TerminalProgress bar = !quiet && System.console() != null ? new TerminalProgress(spec.commandLine().getErr())
                : null;
        CorpusVerifier.Summary s;
        try {
            s = CorpusVerifier.verify(corpus, specFile, k, workers, out::println, bar);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        } finally {
            if (bar != null) {
                bar.finish();
            }
        }
        String resolved = s.resolved() == 0 ? "" : "; " + s.resolved() + " solved again";
        String unhashed = s.unhashed() == 0 ? "" : " (" + s.unhashed() + " without a recorded SHA-256, checked by "
                + "decoding)";
        if (!s.ok()) {
            out.flush();
            throw CliFailure.failed(corpus + ": " + s.problems() + " problem" + (s.problems() == 1 ? "" : "s")
                    + " (listed above) in " + s.maps() + " maps, " + s.files() + " files" + resolved);
        }
        out.println(corpus + ": ok: " + s.maps() + " maps, " + s.files() + " files as recorded" + unhashed
                + ", none unlisted" + (s.resolved() == 0 ? "" : "; " + s.resolved() + " solved again to the same "
                + "grids"));
        out.flush();
        return ExitCodes.OK;
    }

    /** {@code --resolve}: -1 for all, else a count >= 0. */
    private long resolveCount() {
        if (resolve == null) {
            return 0;
        }
        if (resolve.equals("all")) {
            return -1;
        }
        try {
            return Args.atLeast(spec, "--resolve", Long.parseLong(resolve), 0);
        } catch (NumberFormatException e) {
            throw new ParameterException(spec.commandLine(), "--resolve: '" + resolve + "' (expected: a count >= 0, "
                    + "or all)");
        }
    }
}
