package io.dialectic.toolchain.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * v19_r1_c00118 and v19_r1_c00095 crashed in a worker thread and printed no frame; run
 * single-threaded on mlir-opt-19 they crash with frames (checked by hand with dialectic rerun
 * --mlir-disable-threading): c00118 in the mesh-spmdization bug of v19_r1_c00009, c00095 at another
 * site of the same pass.
 */
class MissingTracesTest {
    @Test
    void singleThreadedRerunRecoversTheTrace() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        RunSources sources = RunSources.defaults(Judge.defaults());
        List<RunRecord> in = sources.readAll(List.of(
                CrashCases.dir("v19_r1_c00118"), CrashCases.dir("v19_r1_c00095"), CrashCases.dir("v19_r1_c00009")));
        assertEquals("signal SIGSEGV | no trace", in.get(0).crashKey());
        ToolDiscovery d = new ToolDiscovery();
        List<RunRecord> out = MissingTraces.recover(in, new ToolRunner(d), d, RunLimits.defaults());
        assertEquals("site: mlir::mesh::shardedBlockArgumentTypes", out.get(0).crashKey());
        assertTrue(out.get(0).error().startsWith("trace recovered"));
        // its site has no symbol: named by its function in mlir-opt-19 (docs/ARCHITECTURE.md "Crash site")
        assertTrue(
                out.get(1).crashKey().startsWith("site: mlir-opt!fn@0x"),
                out.get(1).crashKey());
        assertEquals(in.get(2), out.get(2), "a crash with frames is not rerun");
        List<Cluster> cs = Clusters.of(out, ClusterOptions.defaults());
        assertEquals(2, cs.size());
        assertEquals(List.of("v19_r1_c00009", "v19_r1_c00118"), cs.get(0).members());
    }

    /**
     * Purity and inverse purity of the clusters of ../shared/crashes as recorded, against the bugs told apart by hand:
     * each crash with frames in its hand-checked cluster (ClustersTest), each of the five that printed none in the
     * cluster its single-threaded rerun lands in (checked by hand above for two of them). Without their frames those
     * five are five clusters without evidence: every cluster is pure, and a bug they belong to is split only by them.
     */
    @Test
    void purityAndInversePurityOfTheRecordedCrashes() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        List<RunRecord> recorded = RunSources.defaults(Judge.defaults()).readAll(List.of(CrashCases.root()));
        ToolDiscovery d = new ToolDiscovery();
        List<Cluster> truth = Clusters.of(
                MissingTraces.recover(recorded, new ToolRunner(d), d, RunLimits.defaults()), ClusterOptions.defaults());
        List<Cluster> clusters = Clusters.of(recorded, ClusterOptions.defaults());
        assertEquals(36, truth.size());
        assertTrue(truth.stream().allMatch(Cluster::evidence));
        double purity = Purity.of(clusters, truth), inverse = Purity.of(truth, clusters);
        assertEquals(1.0, purity, 1e-9);
        // 121 crashes; the mesh-spmdization bug loses v19_r1_c00118, the bug of the other four no-trace crashes is
        // split in 4
        assertEquals((121 - 1 - 3) / 121.0, inverse, 1e-9);
        assertTrue(purity >= 0.95 && inverse >= 0.9, purity + " / " + inverse);
    }

    /** Purity of clusters against classes: the share of items in the class most of their cluster is in. */
    static final class Purity {
        static double of(List<Cluster> clusters, List<Cluster> classes) {
            Map<String, Integer> classOf = new HashMap<>();
            for (int i = 0; i < classes.size(); i++)
                for (String m : classes.get(i).members()) classOf.put(m, i);
            int n = 0, majority = 0;
            for (Cluster c : clusters) {
                Map<Integer, Integer> count = new HashMap<>();
                for (String m : c.members()) count.merge(classOf.get(m), 1, Integer::sum);
                majority += count.values().stream()
                        .mapToInt(Integer::intValue)
                        .max()
                        .orElse(0);
                n += c.size();
            }
            return (double) majority / n;
        }
    }
}
