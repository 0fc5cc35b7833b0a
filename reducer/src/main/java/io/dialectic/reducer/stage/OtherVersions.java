package io.dialectic.reducer.stage;

import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.MajorityVerdict;
import io.dialectic.reducer.oracle.Oracle;
import io.dialectic.reducer.oracle.Vote;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.irbug.IrBugKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Takes the check; gives, when the request asks for it, the result's verdict on every installed mlir-opt. */
final class OtherVersions implements Stage {
    @Override
    public String name() {
        return "versions";
    }

    @Override
    public void run(Reduction r) {
        if (!r.req.otherVersions()) return;
        Candidate result = new Candidate(r.search.store.program(), r.search.store.pipeline());
        String key = r.check.key;
        List<ReduceResult.VersionCheck> out = new ArrayList<>();
        String shown = r.req.keep().keep() == Interestingness.Keep.SAME_IR_BUG ? IrBugKind.INVALID_IR.label() : "crash";
        for (Tool t : r.tools.discovery().installed()) {
            if (!t.name().startsWith("mlir-opt")) continue;
            Oracle o = r.tools.judging(
                    t, r.limits, r.confirmed.extraArgs(), r.req.keep().keep());
            MajorityVerdict v = MajorityVerdict.of(o, result, key, r.check.minRuns, Check.MAX_RUNS, r.pool);
            String outcome = v.votes().entrySet().stream()
                    .max(Map.Entry.comparingByValue())
                    .map(Map.Entry::getKey)
                    .map(vote -> Vote.parse(vote).outcome())
                    .map(Outcome::label)
                    .orElse("");
            out.add(new ReduceResult.VersionCheck(
                    t.name(),
                    t.version(),
                    // a version may crash where another left invalid IR (mlir-opt-19 folding the affine.for that
                    // convert-scf-to-spirv of -22 leaves invalid)
                    v.key() == null
                            ? outcome
                            : v.votes().containsKey(Vote.crash(v.key()).toString()) ? "crash" : shown,
                    v.shows(key),
                    v.key() != null));
        }
        r.versions = out;
    }
}
