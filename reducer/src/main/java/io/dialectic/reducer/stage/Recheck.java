package io.dialectic.reducer.stage;

import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.MajorityVerdict;
import io.dialectic.reducer.oracle.Oracle;
import io.dialectic.reducer.oracle.Vote;
import io.dialectic.toolchain.ToolRunner;

/**
 * Takes the search's best state; gives the {@link Check}: the result run fresh (symbolized, uncached) until a
 * majority decides. When the result shows another key than the confirmed one, and the original itself alternates
 * between the two, the result's key is kept.
 */
final class Recheck implements Stage {
    @Override
    public String name() {
        return "recheck";
    }

    @Override
    public void run(Reduction r) {
        Confirmation confirmed = r.confirmed;
        Oracle fresh = r.tools.judging(
                new ToolRunner(r.tools.discovery()),
                r.req.tool(),
                r.limits,
                confirmed.extraArgs(),
                r.req.keep().keep());
        int minRuns = confirmed.flaky() ? 3 : 2;
        // A flaky crash's result gets all its runs at once: three runs that agree on "valid" would end a batch early
        // for a result that crashes only as often as the original.
        int firstRuns = confirmed.flaky() ? Check.MAX_RUNS : minRuns;
        MajorityVerdict verdict = MajorityVerdict.of(
                fresh,
                new Candidate(r.search.store.program(), r.search.store.pipeline()),
                confirmed.key(),
                firstRuns,
                Check.MAX_RUNS,
                r.pool);
        Check check = new Check(fresh, minRuns, verdict, confirmed.key());
        r.check = check;
        if (check.holds()) return;
        // Is the original flaky between this key and the result's (a crash at one of two offsets of one function, a
        // use-after-free showing one of several top frames)? Keys that alternate across runs of one program are one
        // cluster (toolchain FlakyCrashes, `clusters --rerun`), so a result showing one of the original's keys by
        // majority shows the same bug: keep its key.
        MajorityVerdict original = MajorityVerdict.of(
                fresh,
                new Candidate(r.req.program(), r.req.pipeline()),
                check.key,
                Check.MAX_RUNS,
                Check.MAX_RUNS,
                r.pool);
        if (verdict.key() != null
                && original.votes().containsKey(Vote.crash(verdict.key()).toString())) {
            check.note = "the original is flaky over " + original.runs() + " fresh runs (" + original.votes()
                    + "); the result shows " + verdict.key()
                    + " by majority, one of the original's keys, which is kept";
            check.key = verdict.key();
        }
    }
}
