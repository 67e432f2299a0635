package dev.wfc.core;

/**
 * Between min and max cells hold a tile of the group. Enforcement: fail when more than max cells must, or fewer
 * than min may; when exactly max must, no other cell may; when exactly min may, all of them must.
 */
final class CountConstraint extends Constraint {
    final int min;
    final int max;

    CountConstraint(int[] tiles, int min, int max) {
        super(tiles);
        this.min = Checks.atLeast("min", min, 0);
        if (max < min) {
            throw new WfcInputException("max: " + max + " (expected: >= min " + min + ")");
        }
        this.max = max;
    }

    @Override
    public boolean holds(int[] tiles, Grid grid) {
        int n = 0;
        for (int t : tiles) {
            n += inGroup(t) ? 1 : 0;
        }
        return n >= min && n <= max;
    }

    @Override
    ActiveConstraint bind(Rules rules, Grid grid) {
        return new Active(this, rules, grid);
    }

    @Override
    public String toString() {
        return "count of " + java.util.Arrays.toString(group) + " in [" + min + ", "
                + (max == Integer.MAX_VALUE ? "inf" : max) + "]";
    }

    private static final class Active extends GroupConstraintState {
        private final CountConstraint source;

        Active(CountConstraint source, Rules rules, Grid grid) {
            super(source, rules, grid);
            this.source = source;
        }

        @Override
        public boolean enforce(State state, Propagator propagator) {
            if (group.mustCount > source.max || group.mayCount < source.min) {
                return false;
            }
            boolean ban = group.mustCount == source.max;
            boolean force = group.mayCount == source.min;
            if ((ban || force) && group.mayCount > group.mustCount) {
                long[] keep = ban ? outside : group.inside();
                for (int c = 0; c < group.may.length; c++) {
                    if (group.may[c] && !group.must[c]) {
                        propagator.restrict(c, keep, 0);
                    }
                }
            }
            return true;
        }
    }
}
