package dev.wfc.cli.debroglie;

import dev.wfc.cli.animate.SolveGif;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.MemoryBudget;
import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverKind;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.corpus.debroglie.ConfigPaths;
import dev.wfc.corpus.debroglie.DebroglieConfig;
import dev.wfc.corpus.debroglie.DebroglieJob;
import dev.wfc.corpus.debroglie.DebroglieReader;
import dev.wfc.corpus.debroglie.NotSupportedException;
import picocli.CommandLine.Command;
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
import java.util.concurrent.Callable;

/** {@code wfc debroglie}: DeBroglie configuration files, unchanged, with a summary table. */
@Command(name = "debroglie",
        addMethodSubcommands = false,
        description = {
            "Runs DeBroglie configuration files (JSON with comments) unchanged: the sample, model, symmetry, "
                    + "periodicity, size, tiles, adjacencies, ground, backtrack and constraints they state. Every "
                    + "configuration is read and checked before the first map is made; an unknown key is an error.",
            "Writes each configuration's dest under DIR, keeping its path relative to the configuration's "
                    + "baseDirectory (a dest or src that leaves its folder is refused), as .png, .csv, .tmx or .vox by its "
                    + "extension; with \"animate\": true also the GIF of the solve beside it (dest with .gif, as "
                    + "wfc animate draws it). Prints a row per configuration (config, model, size, status, attempts, time) as it "
                    + "ends, then the counts and the wall time."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every configuration made its map",
            "1:anything else (e.g. an output cannot be written)",
            "2:bad arguments, or a configuration or sample that cannot be read or used (nothing is run)",
            "3:some configuration got no map within its tries (or no map is possible for it)",
            "4:every configuration that wfc supports made its map, but some ask for what wfc does not make yet "
                    + "(see the table)"})
public final class DebroglieCommand implements Callable<Integer> {
    /** Exit code: some configurations need features wfc does not have yet; the others made their maps. */
    public static final int NOT_SUPPORTED = 4;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "CONFIG.json", description = "DeBroglie configuration files.")
    private List<Path> files;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "output",
            description = "Directory the dest paths are written under; created if missing (default: ${DEFAULT-VALUE}).")
    private Path out;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "0",
            description = "Seed of every map; the same seed gives the same files (default: ${DEFAULT-VALUE}).")
    private long seed;

    /** A configuration and what became of it before solving: a job, or why there is none. */
    private record Entry(Path file, DebroglieConfig config, DebroglieJob job, String unsupported, Path dest) {
    }

    @Override
    public Integer call() {
        long start = System.nanoTime();
        List<Entry> entries = new ArrayList<>();
        for (Path f : files) {
            entries.add(load(f));
        }
        PrintWriter printer = spec.commandLine().getOut();
        DebroglieTable table = new DebroglieTable(printer, files);
        table.header();
        int solved = 0;
        int unsolved = 0;
        int unsupported = 0;
        for (Entry e : entries) {
            if (e.job() == null) {
                unsupported++;
                table.row(e.file(), "-", "-", "not supported: " + e.unsupported(), 0, 0);
                continue;
            }
            long t0 = System.nanoTime();
            SolveGif gif = animation(e);
            Solution s;
            try {
                s = gif == null ? e.job().solve(seed)
                        : e.job().solverBuilder(seed).listener(gif.listener()).build().solve(seed);
            } catch (OutOfMemoryError x) {
                abort(gif);
                throw MemoryBudget.outOfMemory(e.file() + ": width x height " + e.config().width() + " x "
                        + e.config().height());
            } catch (NoMapPossibleException x) {
                abort(gif);
                unsolved++;
                table.row(e.file(), e.job().modelName(), e.job().size(), "no map possible", 0, ms(t0));
                continue;
            }
            double millis = ms(t0);
            if (!s.solved()) {
                abort(gif);
                unsolved++;
                String status = s.status() == dev.wfc.core.Status.CONTRADICTION ? "no solution"
                        : s.status().toString().toLowerCase(java.util.Locale.ROOT);
                table.row(e.file(), e.job().modelName(), e.job().size(), status, s.attempts(), millis);
                continue;
            }
            write(e.dest(), e.job().encode(s));
            if (gif != null) {
                gif.finish(s);
            }
            solved++;
            table.row(e.file(), e.job().modelName(), e.job().size(), "solved", s.attempts(), millis);
        }
        table.total(solved, unsolved, unsupported, ms(start));
        return unsolved > 0 ? ExitCodes.NO_SOLUTION : unsupported > 0 ? NOT_SUPPORTED : ExitCodes.OK;
    }

    /**
     * The GIF of the solve, beside {@code dest} with the extension {@code .gif}, for an {@code "animate": true}
     * configuration (square cells, hexagons or a voxel map's layers side by side); null otherwise.
     */
    private static SolveGif animation(Entry e) {
        if (!e.config().animate()) {
            return null;
        }
        String name = e.dest().getFileName().toString();
        Path gif = e.dest().resolveSibling(name.substring(0, name.lastIndexOf('.')) + ".gif");
        return SolveGif.open(gif, e.job().model(), e.job().grid(), e.job().cellColors(), e.job().pictureWidth(),
                e.job().pictureHeight(), e.file() + ": animate");
    }

    private static void abort(SolveGif gif) {
        if (gif != null) {
            gif.abort();
        }
    }

    private Entry load(Path file) {
        DebroglieConfig c;
        try {
            c = DebroglieReader.read(file);
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        }
        Path dest;
        try {
            Path base = file.toAbsolutePath().getParent();
            Path relative = base.relativize(c.baseDir());
            dest = ConfigPaths.inside(out.toAbsolutePath().resolve(relative), c.dest(), "dest");
            if (c.src() != null) {
                ConfigPaths.inside(c.baseDir(), c.src(), "src");
            }
        } catch (WfcInputException e) {
            throw CliFailure.badInput(file + ": " + e.getMessage());
        }
        try {
            DebroglieJob job = DebroglieJob.of(c);
            MemoryBudget.require(MemoryEstimate.bytes(job.cells(), job.model().rules().tileCount(),
                    job.model().rules().directions(), SolverKind.INCREMENTAL, PropagatorKind.AUTO,
                    job.model().pixels(c.width(), c.height())),
                    file + ": width x height " + c.width() + " x " + c.height());
            return new Entry(file, c, job, null, dest);
        } catch (NotSupportedException e) {
            return new Entry(file, c, null, e.getMessage(), dest);
        } catch (WfcInputException e) {
            throw CliFailure.badInput(file + ": " + e.getMessage());
        } catch (IOException e) {
            throw CliFailure.badInput(e.getMessage());
        }
    }

    private static void write(Path dest, byte[] bytes) {
        try {
            Files.createDirectories(dest.getParent());
            AtomicFiles.write(dest, bytes);
        } catch (IOException e) {
            throw CliFailure.failed(dest + ": cannot write (" + e.getMessage() + ")");
        }
    }

    private static double ms(long t0) {
        return (System.nanoTime() - t0) / 1e6;
    }
}
