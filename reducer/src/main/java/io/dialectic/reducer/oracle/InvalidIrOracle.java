package io.dialectic.reducer.oracle;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.irbug.IrBug;
import io.dialectic.toolchain.irbug.IrBugChecker;
import io.dialectic.toolchain.irbug.IrBugKind;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The oracle of an invalid-IR reduction: the candidate run as the {@link ToolOracle} runs it, and when that run ends in
 * an error (neither valid nor a crash), the toolchain's invalid-IR check of it ({@link IrBugChecker}: the same run with
 * {@code --verify-each=false} must succeed, its output must fail to verify, the first bad pass found by pipeline
 * prefixes). The observation carries the bug, whose key names that pass, the op's dialect and the message's shape. A
 * fresh checker per candidate: the campaign checker's shortcut (a pass already known for the shape is taken as the bad
 * one) would let a reduced pipeline keep the key without the pass leaving the IR invalid first.
 */
public final class InvalidIrOracle implements Oracle {
    private final ToolOracle plain;
    private final RunLimits limits;
    private final BatchRunner batches;
    private final AtomicLong runs = new AtomicLong();

    public InvalidIrOracle(ToolOracle plain, ToolRunner runner, RunLimits limits) {
        this.plain = plain;
        this.limits = limits;
        // one program per process: a candidate is one run, and a crash of a rerun stays that candidate's
        this.batches = new BatchRunner(runner, 1);
    }

    @Override
    public Observation observe(Candidate candidate) {
        runs.incrementAndGet();
        Observation o = plain.observe(candidate);
        if (o.outcome() == Outcome.VALID || o.isCrash() || o.outcome() == Outcome.TIMEOUT) return o;
        RunRequest req =
                new RunRequest(plain.tool(), candidate.program(), candidate.pipeline(), limits, plain.extraArgs());
        // prefixes too: a record of the differential oracle ran a lowering after the bad pass, which hides what it
        // broke
        IrBug bug = new IrBugChecker(true).invalidIr(List.of(req), Collections.singletonList(o.stderr()), batches)[0];
        return bug == null || bug.kind() != IrBugKind.INVALID_IR
                ? o
                : new Observation(o.outcome(), o.crashKey(), o.stderr(), bug);
    }

    /** Candidates observed: each is one run of the tool, and an errored one up to a few more (the check's reruns). */
    @Override
    public long runs() {
        return runs.get();
    }
}
