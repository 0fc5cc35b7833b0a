package io.dialectic.fuzzer.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.CoverageReport;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A campaign's live "crashes in N clusters" counts clusters as `dialectic clusters` does (ClusterDefinition), not crash keys. */
class StatsTrackerTest {
    private static final CoverageReport NONE = new CoverageReport() {
        public int poolSize() {
            return 0;
        }

        public int patterns() {
            return 0;
        }

        public int startPatterns() {
            return 0;
        }

        public int dialectPairs() {
            return 0;
        }

        public int startPairs() {
            return 0;
        }
    };

    @Test
    void clustersOfASplitKeyAreCountedApart() throws Exception {
        // the ConversionTarget::isLegal crashes of ../shared/crashes on mlir-opt-22: one crash key, two bugs (two
        // unnamed
        // legality callbacks: async-to-async-runtime's and math-extend-to-supported-types')
        List<String> ids = List.of(
                "v22_x_v19_r1_c00109", "v22_x_v19_r1_c00222", "v22_r2_c00033", "v22_r2_c00027", "v22_r2_c00031");
        List<RunRecord> records = RunSources.defaults(Judge.defaults())
                .readAll(ids.stream()
                        .map(id -> SharedData.crashes().resolve("cases").resolve(id))
                        .toList());
        StatsTracker t = new StatsTracker();
        for (RunRecord r : records) {
            Candidate c =
                    new Candidate(r.seq(), r.runId(), r.programText(), null, null, "none", r.pipeline(), List.of());
            t.handled(c, new CandidateRun(r, Outcome.CRASH, null, null, null), true);
        }
        assertEquals(1, records.stream().map(RunRecord::crashKey).distinct().count());
        FuzzStats s = t.snapshot(NONE, 1, true);
        assertEquals(5, s.crashes());
        assertEquals(2, s.clusters());
        assertEquals(Clusters.of(records, ClusterOptions.defaults()).size(), s.clusters());
    }
}
