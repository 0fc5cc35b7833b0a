package io.dialectic.reducer.stage;

import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.CachingOracle;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.Oracle;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.store.BestSoFar;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Takes the confirmation; gives the {@link Search}: the oracle candidates are judged by, the best-so-far store
 * (continued from its saved state with {@code --resume} when that state is still interesting) and the progress
 * ticker.
 *
 * <p>Most of a crashing run's time is llvm-symbolizer reading libLLVM's debug info. With {@code --keep
 * same-signature}, candidates are screened with {@code --disable-symbolication}, whose crash key (frames named from
 * the dynamic symbol table) is a proxy for the real one; it is used only when the unsymbolized confirmation runs of
 * the original agree on it ({@link Confirm}). The result is always re-checked with the symbolized key, and a slip
 * makes the reduction start over with the symbolized oracle ({@link SymbolizedRestart}).
 */
final class Screen implements Stage {
    @Override
    public String name() {
        return "screen";
    }

    @Override
    public void run(Reduction r) {
        ReduceRequest req = r.req;
        Confirmation confirmed = r.confirmed;
        Instant deadline = Instant.now().plus(req.budget());
        BestSoFar best = new BestSoFar(
                req.outDir(),
                new BestSoFar.State(r.inputSha, req.program(), req.pipeline(), confirmed.key(), confirmed.runs(), 0));
        long priorCalls = 0;
        double priorSeconds = 0;
        boolean fast = confirmed.fastKey() != null;
        CachingOracle oracle = new CachingOracle(screeningOracle(r, fast));
        Interestingness interestingness = fast
                ? new Interestingness.SameSignature(confirmed.fastKey())
                : req.keep().bind(confirmed.key());
        BatchJudge judge = new BatchJudge(oracle, interestingness, r.pool, deadline);
        if (req.resume()) {
            Optional<BestSoFar.State> saved = BestSoFar.load(req.outDir(), r.inputSha);
            if (saved.isPresent()
                    && judge.isInteresting(
                            new Candidate(saved.get().program(), saved.get().pipeline()))) {
                best = new BestSoFar(req.outDir(), saved.get());
                priorCalls = saved.get().oracleCalls();
                priorSeconds = saved.get().seconds();
            }
        }
        best.save();
        r.search = new Search(r, best, oracle, judge, deadline, fast, priorCalls + confirmed.runs(), priorSeconds);
        r.search.startTicker();
    }

    private static Oracle screeningOracle(Reduction r, boolean fast) {
        List<String> args = new ArrayList<>(r.confirmed.extraArgs());
        if (fast) args.add(Confirm.DISABLE_SYMBOLICATION);
        return r.tools.judging(r.req.tool(), r.limits, args, r.req.keep().keep());
    }
}
