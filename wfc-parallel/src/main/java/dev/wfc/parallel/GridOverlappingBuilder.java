package dev.wfc.parallel;

import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.model.GridOverlappingModelBuilder;
import dev.wfc.core.model.Model;

/** The overlapping model's options on hexagons and cubes, then the job's; sizes in cells. */
public final class GridOverlappingBuilder extends JobBuilder<GridOverlappingBuilder> {
    private final GridOverlappingModelBuilder model;
    private boolean nSet;
    private boolean symmetrySet;
    private boolean periodicInputSet;

    GridOverlappingBuilder(GridOverlappingModelBuilder model) {
        super(Defaults.SIZE);
        this.model = model;
    }

    /** Pattern side on every axis; default {@link Defaults#MIN_N}, 2. */
    public GridOverlappingBuilder n(int n) {
        Checks.once(nSet, "n");
        model.n(n);
        nSet = true;
        return this;
    }

    /** Pattern sides per axis (nz 1 on hexagons); default 2 each. */
    public GridOverlappingBuilder n(int nx, int ny, int nz) {
        Checks.once(nSet, "n");
        model.n(nx, ny, nz);
        nSet = true;
        return this;
    }

    /** Symmetries of the sample to read it through: 1..12 on hexagons, 1..8 on cubes; default 1. */
    public GridOverlappingBuilder symmetry(int symmetry) {
        Checks.once(symmetrySet, "symmetry");
        model.symmetry(symmetry);
        symmetrySet = true;
        return this;
    }

    /** Whether patterns wrap around the sample's edges; default true. */
    public GridOverlappingBuilder periodicInput(boolean periodicInput) {
        Checks.once(periodicInputSet, "periodicInput");
        model.periodicInput(periodicInput);
        periodicInputSet = true;
        return this;
    }

    @Override
    GridOverlappingBuilder self() {
        return this;
    }

    @Override
    Model model() {
        return model.build();
    }
}
