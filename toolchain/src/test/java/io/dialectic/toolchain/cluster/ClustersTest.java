package io.dialectic.toolchain.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The clusters of ../shared/crashes, checked by hand (table in the toolchain report). */
class ClustersTest {
    static List<RunRecord> records;
    static List<Cluster> clusters;
    static Map<String, Cluster> byMember = new HashMap<>();

    @BeforeAll
    static void load() throws Exception {
        records = RunSources.defaults(Judge.defaults()).readAll(List.of(CrashCases.root()));
        clusters = Clusters.of(records, ClusterOptions.defaults());
        for (Cluster c : clusters) for (String m : c.members()) byMember.put(m, c);
    }

    @Test
    void everyCrashIsInExactlyOneCluster() {
        long crashes = records.stream().filter(r -> "crash".equals(r.outcome())).count();
        assertEquals(121, crashes);
        assertEquals(121, clusters.stream().mapToInt(Cluster::size).sum());
        assertEquals(121, byMember.size());
        // one cluster per distinct crash_key (ClusterDefinition); 35 when `clusters` still split keys by pass
        assertEquals(32, clusters.size());
    }

    @Test
    void largestClustersAreTheHandCheckedBugs() {
        // ConversionTarget::isLegal: 13 runs with async-to-async-runtime (19 and 22) and 3 with math-extend-to-supported-types
        // (22). Their traces name the same frames; only the pipelines differ, and a run's key is its own trace's, so one cluster.
        Cluster legal = byMember.get("v19_r1_c00109");
        assertEquals(16, legal.size());
        assertEquals("frames: mlir::ConversionTarget::isLegal", legal.key());
        assertEquals(legal, byMember.get("v22_r2_c00027"));
        // its pass is the one a member's own evidence names (v22_x_v19_r1_c00222 ran it alone)
        assertEquals("async-to-async-runtime", legal.pass());
        assertEquals(10, byMember.get("v19_r1_c00023").size()); // sparse_tensor withoutBitWidths, 5 on 19 + 5 on 22
        assertEquals(9, byMember.get("v19_r1_c00058").size());  // remove-dead-values erasing block arguments
        assertEquals(7, byMember.get("v19_r1_c00009").size());  // mesh-spmdization
        assertEquals(6, byMember.get("v19_r1_c00006").size());  // AffineForOp::fold
    }

    @Test
    void stackOverflowsOfOneCycleAreOneCluster() {
        Cluster c = byMember.get("v19_r1_c00173");
        assertEquals(List.of("v19_r1_c00173", "v19_r1_c00195", "v19_r1_c00239"), c.members());
    }

    /** The representative shows its cluster's key and ran its pass, the smallest such input (what --all-clusters reduces). */
    @Test
    void representativeRanTheClusterPassAndIsTheSmallestThatDid() {
        Map<String, RunRecord> byId = records.stream().collect(Collectors.toMap(RunRecord::runId, Function.identity()));
        for (Cluster c : clusters) {
            RunRecord rep = byId.get(c.representative());
            assertEquals(c.key(), rep.crashKey());
            java.util.function.Predicate<RunRecord> ran = r -> c.pass().isEmpty()
                    || r.pipeline().stream().anyMatch(i -> io.dialectic.toolchain.PassPipeline.Item.parse(i).pass().equals(c.pass()));
            assertTrue(ran.test(rep), c.key() + ": representative " + rep.runId() + " never ran " + c.pass());
            int min = c.members().stream().map(byId::get).filter(ran).mapToInt(r -> r.programText().length()).min().orElseThrow();
            assertEquals(min, rep.programText().length(), c.key());
        }
        // the isLegal cluster's smallest input (v22_r2_c00031, math-extend-to-supported-types) is not its representative
        Cluster legal = byMember.get("v19_r1_c00109");
        int smallest = legal.members().stream().mapToInt(m -> byId.get(m).programText().length()).min().orElseThrow();
        assertTrue(byId.get(legal.representative()).programText().length() > smallest);
    }

    /** A v22_x case that still crashes on 22 with the same named top frames as its v19 original shares its cluster. */
    @Test
    void v22RerunsWithSameNamedTopFramesShareTheKey() {
        Map<String, RunRecord> byId = records.stream().collect(Collectors.toMap(RunRecord::runId, Function.identity()));
        int pairs = 0;
        for (RunRecord r : records) {
            if (!r.runId().startsWith("v22_x_") || !"crash".equals(r.outcome())) continue;
            RunRecord o = byId.get(r.runId().substring("v22_x_".length()));
            if (o == null || !"crash".equals(o.outcome())) continue;
            List<String> a = topNamed(r);
            List<String> b = topNamed(o);
            int k = Math.min(a.size(), b.size());
            if (k == 0 || !a.subList(0, k).equals(b.subList(0, k))) continue;
            pairs++;
            assertEquals(byMember.get(o.runId()).key(), byMember.get(r.runId()).key(), r.runId());
        }
        assertEquals(13, pairs); // of 14 pairs crashing on both; v22_x_v19_r1_c00035 names other frames
    }

    @Test
    void similarityMergeIsOffByDefaultAndJoinsOverlappingFrameKeys() {
        assertEquals(0.5, Clusters.similar("frames: a > b > c", "frames: a > b > d"));
        assertEquals(0, Clusters.similar("frames: a", "LLVM ERROR: x | a"));
        List<Cluster> merged = Clusters.of(records, new ClusterOptions(true, 0.3));
        assertTrue(merged.size() < clusters.size());
    }

    /**
     * Observed with CrashReproducer (3 reruns each, mlir-opt-19): v19_r1_c00186, recorded at the
     * unnamed remove-dead-values site, crashed once in Block::eraseArguments. The two clusters merge.
     */
    @Test
    void rerunEvidenceMergesClustersOfOneFlakyBug() {
        String erase = "frames: mlir::Block::eraseArguments > mlir::Block::eraseArguments > mlir::function_interface_impl::eraseFunctionArguments";
        String unnamed = "signal SIGSEGV | unnamed mlir-opt+0x3325a7f";
        var ev = new FlakyCrashes.Evidence(Map.of("v19_r1_c00186", new java.util.LinkedHashSet<>(List.of(unnamed, erase))), java.util.Set.of("v19_r1_c00186"));
        List<Cluster> merged = FlakyCrashes.merge(clusters, ev);
        assertEquals(clusters.size() - 1, merged.size());
        Cluster c = merged.get(0);
        assertEquals(9 + 8, c.size());
        assertEquals(erase, c.key());
        assertEquals("remove-dead-values", c.pass());
        assertEquals(List.of(unnamed), c.linkedKeys());
    }

    /** A rerun giving the run's own key, or a key no cluster has, links nothing. */
    @Test
    void rerunWithTheOwnOrAnUnknownKeyLinksNothing() {
        String own = "frames: mlir::ConversionTarget::isLegal";
        var ev = new FlakyCrashes.Evidence(Map.of("v22_r2_c00027", new java.util.LinkedHashSet<>(List.of(own, "frames: not::a::cluster"))), java.util.Set.of());
        assertEquals(clusters, FlakyCrashes.merge(clusters, ev));
    }

    private static List<String> topNamed(RunRecord r) {
        return CrashSignature.parse(r.stderr(), r.pipeline(), r.signal()).meaningfulFrames().stream()
                .filter(Frame::named).map(Frame::name).limit(5).toList();
    }
}
