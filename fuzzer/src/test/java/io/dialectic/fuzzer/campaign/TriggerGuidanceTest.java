package io.dialectic.fuzzer.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.guidance.GuidanceSignal;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Trigger observation in real campaigns against mlir-opt-19: on by default, off with --no-triggers. */
class TriggerGuidanceTest {
    private static FuzzConfig config(Path out) {
        MlirRequirement.require("mlir-opt-19");
        return FuzzConfig.of(List.of(SharedData.testsuite().toString()), "mlir-opt-19", new FuzzBudget(40L, null), out)
                .withSeed(5)
                .withSeedLimits(20, 40)
                // one tool process, so one pipeline, per batch: ten batches draw ten pipelines
                .withBatch(4);
    }

    private static List<RunRecord> runs(Path camp) throws Exception {
        List<RunRecord> out = new ArrayList<>();
        RunRecordsJsonl.read(camp.resolve("runs.jsonl"), l -> out.add(l.record()));
        return out;
    }

    @Test
    void triggerGuidedCampaignRecordsWhatTheCompilerDid(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("camp");
        Fuzzer.run(config(out).withGuidance(true, GuidanceSignal.TRIGGERS), FuzzListener.NONE, () -> false);
        List<RunRecord> rs = runs(out);
        assertEquals(40, rs.size());
        Set<String> passes = new HashSet<>();
        for (RunRecord r : rs) {
            if (r.error() != null) continue;
            assertNotNull(r.passesChanged(), r.runId() + " was observed");
            assertNotNull(r.patternsAttempted(), r.runId());
            passes.addAll(r.passesChanged());
            // the observation's dumps are taken out of stderr (a pipeline pass such as sparsification-and-bufferization
            // reports its sub-passes, so passes_changed may name passes not in the pipeline itself)
            assertTrue(r.stderr() == null || !r.stderr().contains("IR Dump After"), r.runId() + ": " + r.stderr());
        }
        assertTrue(passes.size() > 0, "40 runs of random pipelines change the IR somewhere");
        assertTrue(CampaignManifestJson.read(out).contains("\"guidance\":\"triggers\""));
    }

    @Test
    void noTriggersLeavesRecordsUnobserved(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("camp");
        Fuzzer.run(config(out).withGuidance(false, GuidanceSignal.OD), FuzzListener.NONE, () -> false);
        for (RunRecord r : runs(out)) assertNull(r.passesChanged(), r.runId());
    }

    /** The manifest as text. */
    private static final class CampaignManifestJson {
        static String read(Path camp) throws Exception {
            return Files.readString(camp.resolve(CampaignDirectory.MANIFEST)).replace(" ", "");
        }
    }
}
