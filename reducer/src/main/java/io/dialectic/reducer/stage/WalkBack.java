package io.dialectic.reducer.stage;

import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.MajorityVerdict;
import io.dialectic.reducer.store.BestSoFar;
import java.util.ArrayList;
import java.util.List;

/**
 * Takes the check; when the result does not show the key by majority (a flaky crash accepted on one lucky run),
 * walks back through the accepted states, newest first at doubling steps, to the latest one that does and makes it
 * the result. Ends the search: stops the progress ticker and saves the best state.
 */
final class WalkBack implements Stage {
    @Override
    public String name() {
        return "walk-back";
    }

    @Override
    public void run(Reduction r) {
        Search search = r.search;
        Check check = r.check;
        search.stopTicker();
        search.phase("check");
        if (!check.holds()) {
            MajorityVerdict walked = walkBack(r, search.store, check);
            check.note = walked != null
                    ? "the smallest result did not show the crash key by majority over " + check.verdict.runs()
                            + " fresh runs (" + check.verdict.votes() + "); the latest larger step that does is kept"
                    : "the result did not show the crash key by majority over " + check.verdict.runs() + " fresh runs ("
                            + check.verdict.votes() + ")";
            if (walked != null) check.verdict = walked;
        }
        search.store.save();
    }

    /** The verdict of the latest accepted state that shows the key, now the store's state; null when none does. */
    private static MajorityVerdict walkBack(Reduction r, BestSoFar store, Check check) {
        List<BestSoFar.State> history = store.history();
        int n = history.size();
        List<Integer> tries = new ArrayList<>();
        for (int back = 1; n - 1 - back > 0; back *= 2) tries.add(n - 1 - back);
        if (n > 1) tries.add(0);
        for (int i : tries) {
            BestSoFar.State s = history.get(i);
            MajorityVerdict v = MajorityVerdict.of(
                    check.fresh,
                    new Candidate(s.program(), s.pipeline()),
                    check.key,
                    check.minRuns,
                    Check.MAX_RUNS,
                    r.pool);
            if (v.shows(check.key)) {
                store.reset(s.program(), s.pipeline());
                return v;
            }
        }
        return null;
    }
}
