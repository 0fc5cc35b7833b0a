package io.dialectic.reducer.stage;

import io.dialectic.ir.model.Program;
import io.dialectic.reducer.algorithm.SplitPolicy;
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
}
