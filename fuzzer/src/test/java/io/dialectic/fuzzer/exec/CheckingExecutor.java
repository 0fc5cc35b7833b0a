package io.dialectic.fuzzer.exec;

import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.OdCoverageGuidance;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.irbug.IrBugChecker;
import io.dialectic.toolchain.triggers.PatternLedger;
import io.dialectic.toolchain.triggers.TriggerObserver;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.util.List;

/** For tests: the fuzzer's executor on the real mlir-opt-19 with the IR-bug checks on, and its batches. */
public final class CheckingExecutor {
    /** A program the verifier rejects before any pass (its return type is not the function's). */
    public static final String REJECTED = "func.func @g(%a: i32) -> i64 {\n  return %a : i32\n}\n";

    private final ToolRunner runner;
    private final Tool tool;
    private final CandidateExecutor executor;

    private CheckingExecutor(ToolRunner runner, Tool tool, TriggerObserver observer) {
        this.runner = runner;
        this.tool = tool;
        this.executor = new CandidateExecutor(
                tool,
                OutcomeClassifier.defaults(),
                RunLimits.defaults(),
                MlirReader::read,
                OdCoverageGuidance.metricsOptions(2),
                "irbug",
                observer,
                false,
                new IrBugChecker());
    }

    /** {@code observed}: with trigger observation, as a campaign's runs are (each errored run says where it failed). */
    public static CheckingExecutor onMlirOpt19(boolean observed) {
        ToolDiscovery discovery = new ToolDiscovery();
        ToolRunner runner = new ToolRunner(discovery);
        Tool tool = discovery
                .find(MlirRequirement.require("mlir-opt-19").toString())
                .orElseThrow();
        return new CheckingExecutor(
                runner,
                tool,
                observed ? new TriggerObserver(runner, new PatternLedger()) : TriggerObserver.off(runner));
    }

    /** A candidate of the test rule {@code none}. */
    public static Candidate candidate(int seq, String runId, String program, List<String> pipeline) {
        return new Candidate(seq, runId, program, null, null, "none", pipeline, List.of());
    }

    /** Runs {@code batch} as a campaign's batch does. */
    public List<CandidateRun> run(List<Candidate> batch) {
        return executor.executeAll(batch, new BatchRunner(runner, BatchRunner.AUTO), (id, f) -> {});
    }

    public CandidateExecutor executor() {
        return executor;
    }

    public ToolRunner runner() {
        return runner;
    }

    public Tool tool() {
        return tool;
    }
}
