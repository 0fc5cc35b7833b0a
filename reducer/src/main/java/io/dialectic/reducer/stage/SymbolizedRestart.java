package io.dialectic.reducer.stage;

import io.dialectic.reducer.oracle.CachingOracle;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.MajorityVerdict;

/**
 * Takes the check; revises it when the unsymbolized proxy let the crash slip (the screened result does not show the
 * key and budget is left): starts over from the input with the symbolized oracle, runs {@code minimize} again and
 * re-checks its result.
 */
final class SymbolizedRestart implements Stage {
    private final Stage minimize;

    SymbolizedRestart(Stage minimize) {
        this.minimize = minimize;
    }

    @Override
    public String name() {
        return "restart";
    }

    @Override
    public void run(Reduction r) {
        Search search = r.search;
        Check check = r.check;
        if (!search.fast || check.holds() || search.judge().outOfTime()) return;
        search.switchTo(
                new CachingOracle(r.tools.oracle(r.req.tool(), r.limits, r.confirmed.extraArgs())),
                r.req.keep().bind(check.key));
        search.store.reset(r.req.program(), r.req.pipeline());
        minimize.run(r);
        check.verdict = MajorityVerdict.of(
                check.fresh,
                new Candidate(search.store.program(), search.store.pipeline()),
                check.key,
                check.minRuns,
                Check.MAX_RUNS,
                r.pool);
    }
}
