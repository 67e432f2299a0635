package dev.wfc.parallel;

import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;

/** The overlapping model's options, then the job's. */
public final class OverlappingBuilder extends JobBuilder<OverlappingBuilder> {
    private final OverlappingModel.Builder model;
    private boolean nSet;
    private boolean symmetrySet;
    private boolean periodicInputSet;
    private boolean groundSet;

    OverlappingBuilder(OverlappingModel.Builder model) {
        super(Defaults.SIZE);
        this.model = model;
    }

    /** Pattern side; default {@link Defaults#N}. @throws WfcInputException outside 2..the sample's smaller side */
    public OverlappingBuilder n(int n) {
        Checks.once(nSet, "n");
        model.n(n);
        nSet = true;
        return this;
    }

    /** Square symmetries to add, 1..8; default {@link Defaults#OVERLAPPING_SYMMETRY}. */
    public OverlappingBuilder symmetry(int symmetry) {
        Checks.once(symmetrySet, "symmetry");
        model.symmetry(symmetry);
        symmetrySet = true;
        return this;
    }

    /** Whether patterns wrap around the sample's edges; default true. */
    public OverlappingBuilder periodicInput(boolean periodicInput) {
        Checks.once(periodicInputSet, "periodicInput");
        model.periodicInput(periodicInput);
        periodicInputSet = true;
        return this;
    }

    /** Whether the sample's last pattern fills the bottom row and nowhere else; default false. */
    public OverlappingBuilder ground(boolean ground) {
        Checks.once(groundSet, "ground");
        model.ground(ground);
        groundSet = true;
        return this;
    }

    @Override
    OverlappingBuilder self() {
        return this;
    }

    @Override
    Model model() {
        return model.build();
    }
}
