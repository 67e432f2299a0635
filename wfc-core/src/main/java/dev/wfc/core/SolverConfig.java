package dev.wfc.core;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Everything about a map besides its rules and seed: the output size in the model's units, periodicity, and the
 * solver's options. Immutable and validated once, by its {@link Builder}; the same configuration makes one map or a
 * batch of them.
 *
 * <pre>{@code
 * SolverConfig config = SolverConfig.builder().size(48, 48).periodic(true).tries(20).build();
 * Solver solver = config.configure(model.solverBuilder(config.width(), config.height(), config.periodic())).build();
 * }</pre>
 */
public final class SolverConfig {
    private final int width;
    private final int height;
    private final boolean periodic;
    private final Heuristic heuristic;
    private final SolverKind kind;
    private final PropagatorKind propagator;
    private final int tries;
    private final long stepLimit;
    private final Backtracking backtracking;

    private SolverConfig(Builder b) {
        this.width = b.width == 0 ? Defaults.SIZE : b.width;
        this.height = b.height == 0 ? Defaults.SIZE : b.height;
        this.periodic = b.periodic != null && b.periodic;
        this.heuristic = b.heuristic == null ? Heuristic.ENTROPY : b.heuristic;
        this.kind = b.kind == null ? SolverKind.INCREMENTAL : b.kind;
        this.propagator = b.propagator == null ? PropagatorKind.AUTO : b.propagator;
        this.tries = b.tries == 0 ? Defaults.TRIES : b.tries;
        this.stepLimit = b.stepLimit;
        this.backtracking = b.backtracking == null && !b.restartsOnly ? Backtracking.DEFAULT : b.backtracking;
    }

    /** A builder with every option at its default. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The defaults for a size: entropy, incremental, automatic propagator, {@link Defaults#TRIES} tries,
     * {@link Backtracking#DEFAULT}.
     *
     * @throws WfcInputException if a side is not positive
     */
    public static SolverConfig of(int width, int height, boolean periodic) {
        return builder().size(width, height).periodic(periodic).build();
    }

    /** The same options with {@code p} as the propagator. */
    public SolverConfig withPropagator(PropagatorKind p) {
        Builder b = new Builder();
        b.width = width;
        b.height = height;
        b.periodic = periodic;
        b.heuristic = heuristic;
        b.kind = kind;
        b.propagator = Objects.requireNonNull(p, "propagator");
        b.tries = tries;
        b.stepLimit = stepLimit;
        b.backtracking = backtracking;
        b.restartsOnly = backtracking == null;
        return b.build();
    }

    /** Output width in the model's units, > 0. */
    public int width() {
        return width;
    }

    /** Output height in the model's units, > 0. */
    public int height() {
        return height;
    }

    /** Whether the output wraps around; default false. */
    public boolean periodic() {
        return periodic;
    }

    public Heuristic heuristic() {
        return heuristic;
    }

    public SolverKind kind() {
        return kind;
    }

    public PropagatorKind propagator() {
        return propagator;
    }

    /** Attempts per map, > 0. */
    public int tries() {
        return tries;
    }

    /** Collapse steps per attempt, or empty for no limit. */
    public OptionalLong stepLimit() {
        return stepLimit < 0 ? OptionalLong.empty() : OptionalLong.of(stepLimit);
    }

    /** The backtracking limits, or empty to restart on every contradiction. */
    public Optional<Backtracking> backtracking() {
        return Optional.ofNullable(backtracking);
    }

    /**
     * Sets every solver option of this configuration on {@code builder} (not the size, which its grid already has).
     *
     * @return {@code builder}
     * @throws IllegalStateException if {@code builder} already has one of these options set
     */
    public SolverBuilder configure(SolverBuilder builder) {
        builder.heuristic(heuristic).kind(kind).propagator(propagator).tries(tries)
                .stepLimit(stepLimit < 0 ? SolverBuilder.NO_STEP_LIMIT : stepLimit);
        return backtracking == null ? builder.restartsOnly() : builder.backtracking(backtracking);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SolverConfig c && width == c.width && height == c.height && periodic == c.periodic
                && heuristic == c.heuristic && kind == c.kind && propagator == c.propagator && tries == c.tries
                && stepLimit == c.stepLimit && Objects.equals(backtracking, c.backtracking);
    }

    @Override
    public int hashCode() {
        return Objects.hash(width, height, periodic, heuristic, kind, propagator, tries, stepLimit, backtracking);
    }

    @Override
    public String toString() {
        return width + "x" + height + (periodic ? " periodic" : "") + ", " + heuristic + ", " + kind + ", "
                + propagator + ", tries " + tries + (stepLimit < 0 ? "" : ", step limit " + stepLimit)
                + (backtracking == null ? ", restarts only" : ", " + backtracking);
    }

    /** The options of a {@link SolverConfig}; each setter validates its argument and may be called once. */
    public static final class Builder {
        private int width;
        private int height;
        private Boolean periodic;
        private Heuristic heuristic;
        private SolverKind kind;
        private PropagatorKind propagator;
        private int tries;
        private long stepLimit = -1;
        private Backtracking backtracking;
        private boolean restartsOnly;

        private Builder() {
        }

        /**
         * The output size in the model's units (pixels for the overlapping model, cells otherwise); default
         * {@link Defaults#SIZE} square.
         *
         * @throws WfcInputException if a side is not positive
         */
        public Builder size(int width, int height) {
            Checks.once(this.width != 0, "size");
            Checks.positive("width", width);
            this.height = Checks.positive("height", height);
            this.width = width;
            return this;
        }

        /** Whether the output wraps around; default false. */
        public Builder periodic(boolean p) {
            Checks.once(periodic, "periodic");
            periodic = p;
            return this;
        }

        /** Cell choice; default {@link Heuristic#ENTROPY}. */
        public Builder heuristic(Heuristic h) {
            Checks.once(heuristic, "heuristic");
            heuristic = Objects.requireNonNull(h, "heuristic");
            return this;
        }

        /** Implementation; default {@link SolverKind#INCREMENTAL} (every kind makes the same maps). */
        public Builder kind(SolverKind k) {
            Checks.once(kind, "kind");
            kind = Objects.requireNonNull(k, "kind");
            return this;
        }

        /** Propagation; default {@link PropagatorKind#AUTO} (every propagator makes the same maps). */
        public Builder propagator(PropagatorKind p) {
            Checks.once(propagator, "propagator");
            propagator = Objects.requireNonNull(p, "propagator");
            return this;
        }

        /** Attempts per map; default {@link Defaults#TRIES}. @throws WfcInputException if not positive */
        public Builder tries(int n) {
            Checks.once(tries != 0, "tries");
            tries = Checks.positive("tries", n);
            return this;
        }

        /** Collapse steps per attempt; default no limit. @throws WfcInputException if negative */
        public Builder stepLimit(long n) {
            Checks.once(stepLimit != -1, "stepLimit");
            stepLimit = Checks.atLeast("stepLimit", n, 0);
            return this;
        }

        /** Backtrack within {@code limits} on a contradiction; default {@link Backtracking#DEFAULT}. */
        public Builder backtracking(Backtracking limits) {
            Checks.once(backtracking != null || restartsOnly, "backtracking");
            backtracking = Objects.requireNonNull(limits, "backtracking");
            return this;
        }

        /** Restart at once on a contradiction, never backtracking (see {@link SolverBuilder#restartsOnly()}). */
        public Builder restartsOnly() {
            Checks.once(backtracking != null || restartsOnly, "backtracking");
            restartsOnly = true;
            return this;
        }

        public SolverConfig build() {
            return new SolverConfig(this);
        }
    }
}
