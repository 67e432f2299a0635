package dev.wfc.parallel;

import dev.wfc.core.Defaults;
import dev.wfc.core.model.Model;

/** The job's options for a model built elsewhere. */
public final class ModelBuilder extends JobBuilder<ModelBuilder> {
    private final Model model;

    ModelBuilder(Model model) {
        super(Defaults.SIZE);
        this.model = model;
    }

    @Override
    ModelBuilder self() {
        return this;
    }

    @Override
    Model model() {
        return model;
    }
}
