package io.dialectic.fuzzer.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.fuzzer.exec.CatalogPipelineSampler;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.Feedback;
import io.dialectic.fuzzer.guidance.MutationStrategy;
import io.dialectic.fuzzer.guidance.OdCoverageGuidance;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.fuzzer.mutate.Mutator;
import io.dialectic.fuzzer.seeds.SeedLoader;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.triggers.TriggerObserver;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The call-order contract written on {@link MutationStrategy}, checked on a real loop: the real guidance,
 * wrapped to log every call, with real runs of mlir-opt-19 on two workers.
 */
class CallOrderTest {
    private static final int WINDOW = 4;

    /** Logs calls as "start", "next:SEQ", "handle:SEQ", from whichever thread makes them. */
    static final class Recording implements MutationStrategy {
        final MutationStrategy inner;
        final List<String> calls = new ArrayList<>();
        final List<String> threads = new ArrayList<>();

        Recording(MutationStrategy inner) {
            this.inner = inner;
        }

        private void log(String s) {
            calls.add(s);
            threads.add(Thread.currentThread().getName());
        }

        @Override
        public void start(List<PoolEntry> seeds) {
            log("start");
            inner.start(seeds);
        }

        @Override
        public boolean hasInput() {
            return inner.hasInput();
        }

        @Override
        public Candidate nextInput() {
            Candidate c = inner.nextInput();
            log("next:" + c.seq());
            return c;
        }

        @Override
        public Feedback handleResult(Candidate c, CandidateRun r) {
            log("handle:" + c.seq());
            return inner.handleResult(c, r);
        }
    }

    @Test
    void callsFollowTheDocumentedOrder(@TempDir Path dir) throws Exception {
        Path tool = MlirRequirement.require("mlir-opt-19");
        List<String> files = new ArrayList<>();
        try (var s = Files.list(SharedData.testsuite().resolve("generic"))) {
            s.sorted().limit(12).forEach(p -> files.add(p.toString()));
        }
        var seeds = SeedLoader.load(files).entries();
        var discovery = new ToolDiscovery();
        var t = discovery.find(tool.toString()).orElseThrow();
        OdCoverageGuidance g = new OdCoverageGuidance(
                new OdCoverageGuidance.Settings("order", 5, 2),
                Mutator.mlirod(),
                new CatalogPipelineSampler(List.of("cse", "canonicalize", "func.func:loop-invariant-code-motion"), 2),
                MlirReader::read);
        Recording rec = new Recording(g);
        rec.start(seeds);
        var exec = new CandidateExecutor(
                t,
                OutcomeClassifier.defaults(),
                RunLimits.defaults(),
                MlirReader::read,
                OdCoverageGuidance.metricsOptions(2),
                "order",
                TriggerObserver.off(new ToolRunner(discovery)),
                false,
                null);
        int n = 20;
        try (CampaignDirectory cd = CampaignDirectory.open(dir, false)) {
            new FuzzLoop<>(
                            rec,
                            new CoverageMode(
                                    exec,
                                    new BatchRunner(new ToolRunner(discovery), 1),
                                    cd,
                                    Map.of(),
                                    g,
                                    FuzzListener.NONE,
                                    0),
                            new FuzzBudget(n, null),
                            WINDOW,
                            2,
                            () -> false,
                            0)
                    .run();
        }
        List<String> calls = rec.calls;
        assertEquals("start", calls.get(0));
        assertEquals(1 + 2 * n, calls.size(), calls.toString());
        List<String> handled =
                calls.stream().filter(c -> c.startsWith("handle:")).toList();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < n; i++) expected.add("handle:" + i);
        assertEquals(expected, handled, "exactly once each, in the order produced");
        for (int k = 0; k < n; k++) {
            int next = calls.indexOf("next:" + k);
            if (k >= WINDOW)
                assertTrue(
                        calls.indexOf("handle:" + (k - WINDOW)) < next,
                        "next:" + k + " before handle:" + (k - WINDOW) + " in " + calls);
            if (k - WINDOW + 1 >= 0 && k - WINDOW + 1 < n) {
                assertTrue(
                        next < calls.indexOf("handle:" + (k - WINDOW + 1)),
                        "next:" + k + " after handle:" + (k - WINDOW + 1) + " in " + calls);
            }
        }
        assertEquals(1, rec.threads.stream().distinct().count(), "all calls from one thread");
    }
}
