package dev.wfc.cli.map;

import dev.wfc.cli.options.OutputOptions;
import dev.wfc.cli.options.SeedOptions;
import dev.wfc.cli.options.SizeOptions;
import dev.wfc.cli.options.SolverOptions;
import dev.wfc.cli.options.SteeringOptions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * What the single-map commands ({@code overlapping}, {@code tiled}, {@code learn}) share: the size, seed, solver,
 * designer-constraint and output options. A command adds its model's options and writes its map's files.
 */
abstract class SingleMapCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SizeOptions size;
    @Mixin
    SeedOptions seed;
    @Mixin
    SolverOptions solver;
    @Mixin
    SteeringOptions steering;
    @Mixin
    OutputOptions output;

    /** A run of one map with these options. */
    final MapRun mapRun() {
        return new MapRun(spec, size, solver, steering);
    }
}
