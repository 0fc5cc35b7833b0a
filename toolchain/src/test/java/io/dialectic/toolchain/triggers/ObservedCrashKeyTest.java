package io.dialectic.toolchain.triggers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A crash key does not depend on whether the run was observed: {@code fuzz} watches its runs with
 * {@link TriggerObserver#FLAGS} ({@code --log-actions-to} puts MLIR's action-tracing frames and their thunks into
 * every trace), a maintainer reruns the case plainly, and both must name one bug. Real crashers of ../shared/crashes,
 * one per crash key of each tool, run single-threaded (deterministic) both ways on the real mlir-opt-19 and -22.
 */
class ObservedCrashKeyTest {
    /**
     * Memory corruptions, whose crash point depends on the heap's layout, which observation changes: in 6 plain and 6
     * observed runs each (mlir-opt-19, checked by hand) the observed runs gave a second key. glibc's heap check that
     * fires (v19_r1_c00132: "unaligned tcache chunk" or "invalid size (unsorted)"), the freed block remove-dead-values
     * reads (v19_r1_c00156: its unnamed site or Block::eraseArguments; v19_r1_c00199: +0x119db62 or +0x119d9b9 of one
     * caller), and a type read from freed memory (v19_r999_c00175: CastOp::verifyInvariantsImpl or printing it). The 33
     * other keys were the same in all 12 runs.
     */
    static final Set<String> HEAP_DEPENDENT =
            Set.of("v19_r1_c00132", "v19_r1_c00156", "v19_r1_c00199", "v19_r999_c00175");

    @Test
    void observedAndPlainRunsOfRealCrashersHaveOneKey() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        ToolDiscovery discovery = new ToolDiscovery();
        ToolRunner runner = new ToolRunner(discovery);
        Judge judge = Judge.defaults();
        Map<String, String> onePerKey = new LinkedHashMap<>(); // tool + recorded key -> case
        for (String id : CrashCases.ids()) {
            if (CrashCases.exit(id) >= 0) continue;
            CaseFolder c = CaseFolder.read(CrashCases.dir(id));
            String recorded = judge.crash(-CrashCases.exit(id), CrashCases.stderr(id), c.pipeline())
                    .crashKey();
            onePerKey.putIfAbsent(c.toolName() + " " + recorded, id);
        }
        List<String> differ = new ArrayList<>();
        int crashedBothWays = 0;
        boolean sawTracing = false;
        for (String id : onePerKey.values()) {
            CaseFolder c = CaseFolder.read(CrashCases.dir(id));
            Tool tool = discovery.find(c.toolName()).orElseThrow();
            // as `dialectic rerun --mlir-disable-threading` runs a case
            List<String> plainArgs = new ArrayList<>();
            if (c.extraArgs().contains(RunRequest.ALLOW_UNREGISTERED)) plainArgs.add(RunRequest.ALLOW_UNREGISTERED);
            plainArgs.add(RunRequest.DISABLE_THREADING);
            List<String> observedArgs = new ArrayList<>(plainArgs);
            observedArgs.addAll(TriggerObserver.FLAGS);
            RunResult plain =
                    runner.run(new RunRequest(tool, c.program(), c.pipeline(), RunLimits.defaults(), plainArgs));
            RunResult observed =
                    runner.run(new RunRequest(tool, c.program(), c.pipeline(), RunLimits.defaults(), observedArgs));
            Verdict p = judge.judge(plain, c.pipeline()), o = judge.judge(observed, c.pipeline());
            if (!p.crashKey().isEmpty() && !o.crashKey().isEmpty()) crashedBothWays++;
            else continue;
            sawTracing |= observed.stderr().contains("mlir::tracing::ExecutionContext::operator()");
            if (!p.crashKey().equals(o.crashKey()) && !HEAP_DEPENDENT.contains(id))
                differ.add(id + "\n  plain    " + p.crashKey() + "\n  observed " + o.crashKey());
        }
        assertTrue(crashedBothWays >= 20, "crashed both ways: " + crashedBothWays);
        assertTrue(sawTracing, "the observed traces hold the action-tracing frames");
        assertEquals(List.of(), differ);
    }
}
