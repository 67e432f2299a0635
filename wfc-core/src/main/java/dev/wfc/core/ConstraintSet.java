package dev.wfc.core;

/** The constraints bound to one solver: hears every changed cell and enforces all of them at each fixpoint. */
final class ConstraintSet implements CellWatcher {
    private final ActiveConstraint[] constraints;
    private final State state;
    /** The constraint that failed last, for diagnostics. */
    Constraint violated;

    ConstraintSet(java.util.List<Constraint> list, Rules rules, Grid grid, State state) {
        this.constraints = new ActiveConstraint[list.size()];
        for (int i = 0; i < constraints.length; i++) {
            constraints[i] = list.get(i).bind(rules, grid);
        }
        this.state = state;
    }

    @Override
    public void changed(int cell) {
        for (ActiveConstraint c : constraints) {
            c.changed(state, cell);
        }
    }

    void start() {
        violated = null;
        for (ActiveConstraint c : constraints) {
            c.start(state);
        }
    }

    /** Enforces every constraint once; pruning goes through the propagator's queue. @return false on a violation */
    boolean enforce(Propagator propagator) {
        for (ActiveConstraint c : constraints) {
            if (!c.enforce(state, propagator)) {
                violated = c.source();
                return false;
            }
        }
        return true;
    }
}
