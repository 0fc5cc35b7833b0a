package io.dialectic.toolchain.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import java.util.List;
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
        List<RunRecord> in = sources.readAll(List.of(CrashCases.dir("v19_r1_c00118"), CrashCases.dir("v19_r1_c00095"), CrashCases.dir("v19_r1_c00009")));
        assertEquals("signal SIGSEGV | no trace", in.get(0).crashKey());
        ToolDiscovery d = new ToolDiscovery();
        List<RunRecord> out = MissingTraces.recover(in, new ToolRunner(d), d, RunLimits.defaults());
        assertEquals("frames: mlir::mesh::shardedBlockArgumentTypes", out.get(0).crashKey());
        assertTrue(out.get(0).error().startsWith("trace recovered"));
        assertTrue(out.get(1).crashKey().startsWith("signal SIGSEGV | unnamed mlir-opt+0x"), out.get(1).crashKey());
        assertEquals(in.get(2), out.get(2), "a crash with frames is not rerun");
        List<Cluster> cs = Clusters.of(out, ClusterOptions.defaults());
        assertEquals(2, cs.size());
        assertEquals(List.of("v19_r1_c00009", "v19_r1_c00118"), cs.get(0).members());
    }
}
