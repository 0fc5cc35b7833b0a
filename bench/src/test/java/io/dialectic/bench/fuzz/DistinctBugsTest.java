package io.dialectic.bench.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.campaign.IrBugCampaign;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Distinct bugs by kind on real records: {@code run --ir-bug-checks} of mlir-opt-19 with {@code normalize-memrefs;cse}
 * over toolchain's two IR-bug programs ({@link IrBugCampaign}) (one invalid-IR run; two runs of the assemble program that do not read back, one
 * key), and the sample differential campaign (datasets/sample/differential-19: four miscompile runs, one key, checked
 * with jq). Each key counts once, also over both campaigns and over a campaign joined with itself.
 */
class DistinctBugsTest {
    @Test
    void eachKeyOfEachKindCountsOnce(@TempDir Path tmp) throws Exception {
        List<RunRecord> irBugs = IrBugCampaign.records(tmp);
        DistinctBugs a = DistinctBugs.of(Clusters.of(irBugs, ClusterOptions.defaults()), irBugs);
        assertEquals(Set.of("normalize-memrefs | memref.* | expected N size values, got N"), a.invalidIr());
        assertEquals(Set.of("sparse_tensor.assemble | expected non-function type"), a.roundtrip());
        assertEquals(Set.of(), a.miscompiles());
        assertEquals(0, a.crashSites());

        List<RunRecord> differential = new ArrayList<>();
        RunRecordsJsonl.read(SharedData.committed("datasets/sample/differential-19.jsonl.gz"), l -> {
            if (l.record() != null) differential.add(l.record());
        });
        DistinctBugs b = DistinctBugs.of(Clusters.of(differential, ClusterOptions.defaults()), differential);
        assertEquals(Set.of("--canonicalize | arith.index_cast, arith.maxui"), b.miscompiles());
        assertEquals(Set.of(), b.invalidIr());

        DistinctBugs both = a.union(b);
        assertEquals(1, both.invalidIr().size());
        assertEquals(1, both.roundtrip().size());
        assertEquals(1, both.miscompiles().size());
        assertEquals(a, a.union(a), "a repetition that finds the same bugs again adds none");
    }
}
