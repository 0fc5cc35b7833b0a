package io.dialectic.toolchain.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.crash.CrashKeys;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import io.dialectic.toolchain.crash.FunctionIdentities;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
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
        // the keys name unnamed frames by their function in the installed 19.1.7 and 22.1.8 (docs/ARCHITECTURE.md
        // "Crash site"), checked below against their .eh_frame tables
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        records = RunSources.defaults(Judge.defaults()).readAll(List.of(CrashCases.root()));
        clusters = Clusters.of(records, ClusterOptions.defaults());
        for (Cluster c : clusters) for (String m : c.members()) byMember.put(m, c);
    }

    @Test
    void everyCrashIsInExactlyOneCluster() {
        long crashes =
                records.stream().filter(r -> r.outcome() == Outcome.CRASH).count();
        assertEquals(121, crashes);
        assertEquals(121, clusters.stream().mapToInt(Cluster::size).sum());
        assertEquals(121, byMember.size());
        // 35 distinct crash keys: one per crash site (docs/ARCHITECTURE.md "Crash site"), the unnamed sites named by
        // their function in one build, and "signal SIGSEGV | no trace", which is no evidence of a bug: its 5 crashes
        // (worker-thread crashes that printed no frame, MissingTracesTest) are 5 clusters without evidence, never one.
        // One key holds two bugs and is split (ConversionTarget::isLegal, below): 35 clusters with evidence.
        assertEquals(35, clusters.stream().map(Cluster::crashKey).distinct().count());
        assertEquals(35, clusters.stream().filter(Cluster::evidence).count());
        List<Cluster> none = clusters.stream().filter(c -> !c.evidence()).toList();
        assertEquals(
                List.of("v19_r1_c00095", "v19_r1_c00117", "v19_r1_c00118", "v19_r1_c00123", "v19_r1_c00149"),
                none.stream().flatMap(c -> c.members().stream()).toList());
        for (Cluster c : none)
            assertEquals("signal SIGSEGV | no trace @ run " + c.members().get(0), c.key());
        assertEquals(40, clusters.size());
        // listed last (Clusters.ORDER)
        assertEquals(none, clusters.subList(35, 40));
        // one site per cluster: the two clusters of isLegal are two callbacks, told apart by pass
        ClusterCount count = ClusterCount.of(clusters.stream().map(Cluster::key).toList());
        assertEquals(35, count.sites());
        assertEquals("35 crash clusters (+5 crashes without evidence: 5 no trace)", count.sentence());
    }

    @Test
    void largestClustersAreTheHandCheckedBugs() {
        // ConversionTarget::isLegal: 13 runs with async-to-async-runtime (19 and 22) and 3 with
        // math-extend-to-supported-types (22). They crash in different unnamed legality callbacks of libMLIR.so.22.1
        // (+0x322a23d and +0x49d6855) that the framework called: the site is framework code, and the key is split by
        // the pass each group shares, the same in every build.
        Cluster legal = byMember.get("v19_r1_c00109");
        assertEquals(13, legal.size());
        assertEquals("site: mlir::ConversionTarget::isLegal @ async-to-async-runtime", legal.key());
        assertEquals("site: mlir::ConversionTarget::isLegal", legal.crashKey());
        // its pass is the one a member's own evidence names (v22_x_v19_r1_c00222 ran it alone)
        assertEquals("async-to-async-runtime", legal.pass());
        Cluster extend = byMember.get("v22_r2_c00027");
        assertEquals(List.of("v22_r2_c00027", "v22_r2_c00028", "v22_r2_c00031"), extend.members());
        assertEquals("site: mlir::ConversionTarget::isLegal @ math-extend-to-supported-types", extend.key());
        assertEquals("math-extend-to-supported-types", extend.pass());
        assertEquals(10, byMember.get("v19_r1_c00023").size()); // sparse_tensor withoutBitWidths, 5 on 19 + 5 on 22
        assertEquals(9, byMember.get("v19_r1_c00058").size()); // remove-dead-values erasing block arguments
        assertEquals(7, byMember.get("v19_r1_c00009").size()); // mesh-spmdization
        assertEquals(6, byMember.get("v19_r1_c00006").size()); // AffineForOp::fold
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
            assertEquals(c.crashKey(), rep.crashKey());
            Predicate<RunRecord> ran = r -> c.pass().isEmpty()
                    || r.pipeline().stream()
                            .anyMatch(i -> PassPipeline.Item.parse(i).pass().equals(c.pass()));
            assertTrue(ran.test(rep), c.key() + ": representative " + rep.runId() + " never ran " + c.pass());
            int min = c.members().stream()
                    .map(byId::get)
                    .filter(ran)
                    .mapToInt(r -> r.programText().length())
                    .min()
                    .orElseThrow();
            assertEquals(min, rep.programText().length(), c.key());
        }
        // the smallest input of the isLegal key (v22_r2_c00031) is the representative of its own bug's cluster, not of
        // the async-to-async-runtime one (before the split, "ran the pass" kept it from representing both)
        assertEquals("v22_r2_c00031", byMember.get("v22_r2_c00027").representative());
        assertEquals("v19_r1_c00192", byMember.get("v19_r1_c00109").representative());
    }

    /**
     * Purity and inverse purity on bugs told apart by hand (the traces of ../shared/crashes, read frame by frame).
     * Three crash keys hold two bugs each; the split keeps them apart and keeps each bug whole.
     */
    @Test
    void keysHoldingTwoBugsAreSplitAndNoBugIsSplitApart() {
        // distinct bugs under one key (same binary, libMLIR.so.22.1):
        // isLegal: async-to-async-runtime's legality callback (+0x322a23d) vs math-extend-to-supported-types'
        // (+0x49d6855)
        assertDistinct("v22_x_v19_r1_c00109", "v22_r2_c00027");
        assertDistinct("v19_r1_c00109", "v22_r2_c00031");
        // OperandStorage: creating spirv.BitwiseAnd (arith-expand, convert-tensor-to-spirv; caller +0x2980aa4) vs
        // creating
        // cf.assert in generate-runtime-verification (caller +0x4af817c)
        assertDistinct("v22_x_v19_r1_c00200", "v22_r2_c00019");
        assertDistinct("v19_r1_c00200", "v22_r2_c00026");
        // Attribute::getContext: from a conversion pattern under applyPartialConversion (+0x2af931f,
        // convert-arith-to-spirv
        // pipeline) vs from a pass body right under OpToOpPassAdaptor::run (+0x4aef88a)
        assertDistinct("v22_x_v19_r1_c00217", "v22_x_v19_r1_c00247");
        // one bug each, not split apart: the same input on 19 and 22, and runs of one pass crashing at one site
        assertTogether("v19_r1_c00109", "v22_x_v19_r1_c00109", "v22_x_v19_r1_c00222", "v22_r2_c00033", "v19_r1_c00192");
        assertTogether("v22_r2_c00027", "v22_r2_c00028", "v22_r2_c00031");
        assertTogether("v22_r2_c00019", "v22_r2_c00026");
        // a site without a symbol is named by its function in one build: the same bug on 19 and on 22 is then a
        // cluster per build (an identity, like an offset, names a place of one binary)
        assertEquals(
                "site: mlir-opt!fn@0x2bd43f0 [19.1.7]",
                byMember.get("v19_r1_c00200").key());
        assertEquals(
                "site: libMLIR.so.22.1!fn@0x29808f0 [22.1.8]",
                byMember.get("v22_x_v19_r1_c00200").key());
        // remove-dead-values erasing block arguments at two sites of mlir-opt-19 (one unnamed, +0x33ae44f): one pass,
        // one cluster
        assertTogether("v19_r1_c00058", "v19_r1_c00206", "v19_r1_c00237");
        assertEquals(9, byMember.get("v19_r1_c00058").size());
        assertTogether("v19_r1_c00023", "v22_x_v19_r1_c00023", "v19_r1_c00188");
    }

    private static void assertDistinct(String a, String b) {
        assertTrue(
                !byMember.get(a).key().equals(byMember.get(b).key()),
                a + " and " + b + " share " + byMember.get(a).key());
    }

    private static void assertTogether(String... runs) {
        for (String r : runs)
            assertEquals(byMember.get(runs[0]).key(), byMember.get(r).key(), r + " apart from " + runs[0]);
    }

    /** A v22_x case that still crashes on 22 with the same named top frames as its v19 original shares its cluster. */
    @Test
    void v22RerunsWithSameNamedTopFramesShareTheKey() {
        Map<String, RunRecord> byId = records.stream().collect(Collectors.toMap(RunRecord::runId, Function.identity()));
        int pairs = 0;
        for (RunRecord r : records) {
            if (!r.runId().startsWith("v22_x_") || r.outcome() != Outcome.CRASH) continue;
            RunRecord o = byId.get(r.runId().substring("v22_x_".length()));
            if (o == null || o.outcome() != Outcome.CRASH) continue;
            List<String> a = topNamed(r);
            List<String> b = topNamed(o);
            int k = Math.min(a.size(), b.size());
            if (k == 0 || !a.subList(0, k).equals(b.subList(0, k))) continue;
            // a site named by its function is one build's (v22_x_v19_r1_c00200): only symbols meet across builds
            String site = CrashKeys.siteOf(byMember.get(o.runId()).crashKey());
            if (FunctionIdentities.isIdentity(site)) continue;
            pairs++;
            assertEquals(byMember.get(o.runId()).key(), byMember.get(r.runId()).key(), r.runId());
        }
        // of 14 pairs crashing on both: v22_x_v19_r1_c00035 names other frames, v22_x_v19_r1_c00200 an unnamed site
        assertEquals(12, pairs);
    }

    @Test
    void similarityMergeIsOffByDefaultAndJoinsOverlappingFrameKeys() {
        assertEquals(0.5, Clusters.similar("frames: a > b > c", "frames: a > b > d"));
        assertEquals(0, Clusters.similar("frames: a", "LLVM ERROR: x | a"));
        // a site key names one function: no two clusters of this corpus are similar frame lists any more
        List<Cluster> merged = Clusters.of(records, new ClusterOptions(true, 0.3));
        assertEquals(clusters.size(), merged.size());
    }

    /**
     * Observed with CrashReproducer (3 reruns each, mlir-opt-19): v19_r1_c00186, recorded at the
     * unnamed remove-dead-values site, crashed once in Block::eraseArguments. The two clusters merge.
     */
    @Test
    void rerunEvidenceMergesClustersOfOneFlakyBug() {
        String erase = "site: mlir::Block::eraseArguments";
        String unnamed = "site: mlir-opt!fn@0x3324a50 [19.1.7]"; // +0x3325a7f, a function of the 19.1.7 build
        var ev = new FlakyCrashes.Evidence(
                Map.of("v19_r1_c00186", new LinkedHashSet<>(List.of(unnamed, erase))), Set.of("v19_r1_c00186"));
        List<Cluster> merged = FlakyCrashes.merge(clusters, ev);
        assertEquals(clusters.size() - 1, merged.size());
        Cluster c = merged.get(0);
        assertEquals(9 + 8, c.size());
        assertEquals(erase + " @ remove-dead-values", c.key()); // its two sites in mlir-opt-19 share that one pass
        assertEquals(erase, c.crashKey());
        assertEquals("remove-dead-values", c.pass());
        assertEquals(List.of(unnamed), c.linkedKeys());
    }

    /** A rerun giving the run's own key, or a key no cluster has, links nothing. */
    @Test
    void rerunWithTheOwnOrAnUnknownKeyLinksNothing() {
        String own = "site: mlir::ConversionTarget::isLegal";
        var ev = new FlakyCrashes.Evidence(
                Map.of("v22_r2_c00027", new LinkedHashSet<>(List.of(own, "site: not::a::cluster"))), Set.of());
        assertEquals(clusters, FlakyCrashes.merge(clusters, ev));
        // a key two clusters share (split isLegal) cannot say which of them a rerun reached: no link either
        var shared = new FlakyCrashes.Evidence(
                Map.of("v19_r1_c00006", new LinkedHashSet<>(List.of(own))), Set.of("v19_r1_c00006"));
        assertEquals(clusters, FlakyCrashes.merge(clusters, shared));
    }

    private static List<String> topNamed(RunRecord r) {
        return CrashSignature.parse(r.stderr(), r.pipeline(), r.signal()).meaningfulFrames().stream()
                .filter(Frame::named)
                .map(Frame::name)
                .limit(5)
                .toList();
    }
}
