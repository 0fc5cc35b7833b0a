package io.dialectic.fuzzer.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dialectic.base.Sha256;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.testing.IrBugPrograms;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.irbug.IrBugChecker;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The differential oracle's compile runs get the crash oracle's IR-bug checks: the llvm/llvm-project#121091 program
 * compiled by mlir-opt-19 through a cell of {@code --normalize-memrefs} and the LLVM lowering errors (the pass left
 * invalid IR); run unverified, the lowering converts the broken op away and the whole pipeline's output verifies, so
 * only the prefix ending at the bad pass proves it.
 */
class DifferentialIrBugsTest {
    @Test
    void anErroredCompileWhosePassTheLoweringHidesIsInvalidIrOfThatPass() throws Exception {
        String program = IrBugPrograms.text(IrBugPrograms.NORMALIZE_MEMREFS);
        ToolDiscovery discovery = new ToolDiscovery();
        ToolRunner runner = new ToolRunner(discovery);
        Tool tool = discovery
                .find(MlirRequirement.require("mlir-opt-19").toString())
                .orElseThrow();
        List<String> cell = JitPipelines.parse("--normalize-memrefs").items();
        RunRecord compiled = record("t-000001-normalize-memrefs", tool, program, cell, runner);
        assertEquals(Outcome.GENERAL_MLIR, compiled.outcome());
        RunRecord refused = record(
                "t-000002-verify", tool, "func.func @g(%a: i32) -> i64 {\n  return %a : i32\n}\n", List.of(), runner);
        BatchRunner batches = new BatchRunner(runner, BatchRunner.AUTO);

        IrBugChecker prefixes = new IrBugChecker(true);
        List<RunRecord> checked = DifferentialMode.withIrBugs(prefixes, batches, tool, List.of(compiled, refused));
        RunRecord bug = checked.get(0);
        assertEquals("invalid-ir", bug.irBugKind());
        assertEquals("normalize-memrefs", bug.irBugPass());
        assertEquals("normalize-memrefs | memref.* | expected N size values, got N", bug.irBugKey());
        assertEquals(Outcome.GENERAL_MLIR, bug.outcome(), "the rules' outcome stays");
        // the invalid output is the prefix's: the memref.reinterpret_cast the pass left, not yet lowered
        assertEquals(true, bug.irBugOutput().contains("\"memref.reinterpret_cast\""), bug.irBugOutput());
        // a mutant refused before any pass is never checked
        assertNull(checked.get(1).irBugKind());
        assertEquals(1, prefixes.checked());

        // the whole pipeline alone (the crash oracle's check) sees nothing: the lowering hid the invalid IR
        List<RunRecord> whole = DifferentialMode.withIrBugs(new IrBugChecker(), batches, tool, List.of(compiled));
        assertNull(whole.get(0).irBugKind());
    }

    private static RunRecord record(String id, Tool tool, String program, List<String> pipeline, ToolRunner runner) {
        RunResult res = runner.run(new RunRequest(tool, program, pipeline));
        Verdict v = Judge.defaults().judge(res, pipeline);
        return RunRecord.builder()
                .runId(id)
                .campaign("t")
                .fuzzer(DifferentialFuzzer.FUZZER)
                .seq(1)
                .programSha256(Sha256.ofProgram(program))
                .programText(program)
                .tool(tool.name())
                .toolVersion(tool.version())
                .pipeline(pipeline)
                .result(res)
                .outcome(v.outcome())
                .crashKey(v.crashKey())
                .build();
    }
}
