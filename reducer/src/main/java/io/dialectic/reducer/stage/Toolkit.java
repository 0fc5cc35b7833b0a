package io.dialectic.reducer.stage;

import io.dialectic.ir.model.Program;
import io.dialectic.reducer.algorithm.SplitPolicy;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.InvalidIrOracle;
import io.dialectic.reducer.oracle.Oracle;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.reducer.transform.Transformations;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * What every stage works with, fixed for the hub's life: the runner and outcome rules the oracles judge by, the
 * installed tools, the parser and op count, and the reduction policy's split and transformations.
 */
public record Toolkit(
        ToolRunner runner,
        OutcomeClassifier classifier,
        ToolDiscovery discovery,
        Function<String, Program> parser,
        ToIntFunction<String> ops,
        SplitPolicy split,
        List<Transformations.Factory> transformations) {
    public Toolkit {
        transformations = List.copyOf(transformations);
    }

    /** An oracle running {@code tool} with {@code args} through the hub's runner. */
    ToolOracle oracle(Tool tool, RunLimits limits, List<String> args) {
        return new ToolOracle(runner, classifier, tool, limits, args);
    }

    /** The oracle a reduction keeping {@code keep} judges by: the tool's, checked for invalid IR for same-ir-bug. */
    Oracle judging(Tool tool, RunLimits limits, List<String> args, Interestingness.Keep keep) {
        return judging(runner, tool, limits, args, keep);
    }

    /** As {@link #judging(Tool, RunLimits, List, Interestingness.Keep)}, through {@code through} (a fresh runner). */
    Oracle judging(ToolRunner through, Tool tool, RunLimits limits, List<String> args, Interestingness.Keep keep) {
        ToolOracle plain = new ToolOracle(through, classifier, tool, limits, args);
        return keep == Interestingness.Keep.SAME_IR_BUG ? new InvalidIrOracle(plain, through, limits) : plain;
    }
}
