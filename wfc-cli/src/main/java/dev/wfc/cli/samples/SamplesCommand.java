package dev.wfc.cli.samples;

import dev.wfc.cli.options.BacktrackOptions;
import dev.wfc.cli.options.DeadEndOptions;
import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.core.samples.SampleEntry;
import dev.wfc.core.samples.SampleList;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;

/** {@code wfc samples}: every entry of a classic samples.xml, as the classic runs them, with a summary table. */
@Command(name = "samples",
        addMethodSubcommands = false,
        description = {
            "Runs every <overlapping> and <simpletiled> entry of a classic samples.xml with the classic's attributes "
                    + "and defaults, reading samples/NAME.png and tilesets/NAME.xml beside the file. Every entry and "
                    + "input is checked before the first map is made; anything unknown is an error.",
            "Each screenshot tries up to 10 seeds, one attempt each: seed B + 10 i + k for screenshot i (from 0) and "
                    + "try k (0..9), B being the entry's seed attribute, else 1000 times its position in the file "
                    + "(the first entry is 1). The same seed with wfc overlapping or wfc tiled gives the same map.",
            "Writes DIR/NAME-SEED.png, and .txt for textOutput; NAME of a tiled entry with a subset is "
                    + "NAME-SUBSET, as with wfc tiled. Prints a row per screenshot (entry, screenshot, seed, tries, "
                    + "status, time) and the run's wall time."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every screenshot was produced (a partial one after a limit too)",
            "1:anything else (e.g. an output cannot be written)",
            "2:bad arguments, or a samples file or input that cannot be read or used (nothing is run)",
            "3:some screenshot got no map from its 10 seeds (or no map is possible for its entry)"})
public final class SamplesCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SAMPLES.xml",
            description = "The list of samples to run, in the classic samples.xml format.")
    private Path file;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "output",
            description = "Directory for the maps; created if missing (default: ${DEFAULT-VALUE}).")
    private Path out;

    @Option(names = "--only", paramLabel = "NAME",
            description = "Run only the entries of this name; may be repeated. Seeds stay those of the entries' "
                    + "positions in the whole file (default: every entry).")
    private List<String> only;

    private Integer sizeCap;

    @Option(names = "--json", arity = "0..1", fallbackValue = "true", paramLabel = "true|false",
            description = "Also write DIR/NAME-SEED.json for each <simpletiled> entry: its tile names and a grid of "
                    + "their ids (default: false).")
    private boolean json;

    @Mixin
    private BacktrackOptions backtrack;
    @Mixin
    private DeadEndOptions deadEnds;

    @Option(names = "--size-cap", paramLabel = "K",
            description = "Make no map wider or higher than K, for a quick run of the whole list (default: none).")
    void setSizeCap(int value) {
        sizeCap = (int) Args.atLeast(spec, "--size-cap", value, 1);
    }

    @Override
    public Integer call() {
        long start = System.nanoTime();
        List<SampleEntry> entries;
        try {
            entries = chosen(SampleList.read(file));
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw CliFailure.badInput("--out " + out + ": not a directory (expected: a directory, made if missing)");
        }
        List<SampleJob> jobs = new ArrayList<>();
        for (SampleEntry e : entries) {
            jobs.add(SampleJob.load(file, e, sizeCap, deadEnds.allowed(), json));
        }
        PrintWriter printer = spec.commandLine().getOut();
        SampleTable table = new SampleTable(printer, jobs);
        table.header();
        List<SampleJob.Shot> shots = new ArrayList<>();
        for (SampleJob job : jobs) {
            job.run(backtrack.backtracking(), out, shot -> {
                table.row(shot);
                shots.add(shot);
            });
        }
        table.total(shots, jobs.size(), (System.nanoTime() - start) / 1e6);
        boolean all = shots.stream().allMatch(s -> s.outcome().produced());
        return all ? ExitCodes.OK : ExitCodes.NO_SOLUTION;
    }

    /** The entries {@code --only} selects, all without it. */
    private List<SampleEntry> chosen(List<SampleEntry> entries) {
        if (only == null) {
            return entries;
        }
        for (String name : only) {
            if (entries.stream().noneMatch(e -> e.name().equals(name))) {
                TreeSet<String> names = new TreeSet<>();
                entries.forEach(e -> names.add(e.name()));
                throw CliFailure.badInput("--only " + name + ": no entry of that name in " + file
                        + " (expected: one of " + String.join(", ", names) + ")");
            }
        }
        return entries.stream().filter(e -> only.contains(e.name())).toList();
    }
}
