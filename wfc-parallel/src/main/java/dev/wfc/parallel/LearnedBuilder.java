package dev.wfc.parallel;

import dev.wfc.core.Defaults;
import dev.wfc.core.model.LearnedModelBuilder;
import dev.wfc.core.model.Model;

/** The learned model's options, then the job's. */
public final class LearnedBuilder extends JobBuilder<LearnedBuilder> {
    private final LearnedModelBuilder model;

    LearnedBuilder(LearnedModelBuilder model) {
        super(Defaults.SIZE);
        this.model = model;
    }

    /** Square symmetries of each example to learn from, 1..8; default {@link Defaults#LEARNED_SYMMETRY}. */
    public LearnedBuilder symmetry(int symmetry) {
        model.symmetry(symmetry);
        return this;
    }

    /** Whether to learn the pairs that wrap around the examples' edges; default false. */
    public LearnedBuilder periodicInput(boolean periodicInput) {
        model.periodicInput(periodicInput);
        return this;
    }

    @Override
    LearnedBuilder self() {
        return this;
    }

    @Override
    Model model() {
        return model.build();
    }
}
