package io.dialectic.reducer.oracle;

import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The real oracle: runs the candidate through the real {@code mlir-opt}
 * ({@link ToolRunner}: argument list, no shell, timeout kills the process
 * tree) and judges it with the toolchain's {@link Judge}, the verdict every
 * view uses: outcome by the validity-category rules and, for a crash, the
 * cluster key (which depends on the trace only, not on the shrinking pipeline,
 * so a reduced case keys as its cluster does).
 */
public final class ToolOracle implements Oracle {
    private final ToolRunner runner;
    private final Judge judge;
    private final Tool tool;
    private final RunLimits limits;
    private final List<String> extraArgs;
    private final AtomicLong runs = new AtomicLong();

    public ToolOracle(
            ToolRunner runner, OutcomeClassifier classifier, Tool tool, RunLimits limits, List<String> extraArgs) {
        this.runner = runner;
        this.judge = new Judge(classifier);
        this.tool = tool;
        this.limits = limits;
        this.extraArgs = List.copyOf(extraArgs);
    }

    @Override
    public Observation observe(Candidate candidate) {
        runs.incrementAndGet();
        RunResult r = runner.run(new RunRequest(tool, candidate.program(), candidate.pipeline(), limits, extraArgs));
        if (!r.started()) throw new IllegalStateException(r.error());
        Verdict v = judge.judge(r, candidate.pipeline());
        return new Observation(v.outcome(), v.crashKey(), r.stderr());
    }

    @Override
    public long runs() {
        return runs.get();
    }

    public Tool tool() {
        return tool;
    }

    public List<String> extraArgs() {
        return extraArgs;
    }
}
