package dev.wfc.parallel;

import dev.wfc.core.Defaults;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.TiledModel;

import java.io.IOException;

/** The tiled model's options, then the job's. */
public final class TiledBuilder extends JobBuilder<TiledBuilder> {
    private final TiledModel.Builder model;

    TiledBuilder(TiledModel.Builder model) {
        super(Defaults.TILED_SIZE);
        this.model = model;
    }

    /** Uses only the tiles of the named {@code <subset>}; default every tile. */
    public TiledBuilder subset(String name) {
        model.subset(name);
        return this;
    }

    /** Accepts tiles that no tile may neighbour in some direction; default false. */
    public TiledBuilder allowDeadEnds(boolean allow) {
        model.allowDeadEnds(allow);
        return this;
    }

    @Override
    TiledBuilder self() {
        return this;
    }

    @Override
    Model model() throws IOException {
        return model.build();
    }
}
