package dev.wfc.core;

/** Shared state of a constraint over a tile group: the group's tracker and its complement mask. */
abstract class GroupConstraintState implements ActiveConstraint {
    private final Constraint source;
    final GroupTracker group;
    /** Every tile outside the group: restricting a cell to it bans the group there. */
    final long[] outside;

    GroupConstraintState(Constraint source, Rules rules, Grid grid) {
        this.source = source;
        long[] inside = source.mask(rules);
        this.group = new GroupTracker(inside, grid.cells());
        this.outside = new long[inside.length];
        for (int k = 0; k < inside.length; k++) {
            outside[k] = ~inside[k];
        }
    }

    @Override
    public void start(State state) {
        group.start(state);
    }

    @Override
    public void changed(State state, int cell) {
        group.changed(state, cell);
    }

    @Override
    public Constraint source() {
        return source;
    }
}
