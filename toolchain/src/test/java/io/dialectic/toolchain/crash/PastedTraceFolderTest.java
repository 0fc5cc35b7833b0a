package io.dialectic.toolchain.crash;

import static io.dialectic.toolchain.crash.PastedTraces.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.cluster.KnownReports;
import io.dialectic.toolchain.importer.TraceFolderSource;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code clusters --traces} on a folder of pasted reports in the shapes that made the tool merge unrelated bugs
 *, each made from real ../shared/crashes stderr ({@link PastedTraces} says what is added or cut):
 * <ul>
 *   <li>{@code no-stack/}: only LLVM's banner (v19_r1_c00117 and v19_r1_c00095 as recorded: worker-thread crashes that
 *       printed no frame);</li>
 *   <li>{@code cut/}: excerpts from below the crash site (the FOLD trace from frame #15, the MESH trace from #6);</li>
 *   <li>{@code no-caller/}: the storage uniquer's assertion cut after {@code IntegerAttr::get}, before its caller;</li>
 *   <li>{@code callers/}: one utility assertion (the uniquer's, ADT's bounds check) reached from two callers (the MESH
 *       and FOLD crash sites);</li>
 *   <li>{@code builds/}: the same bug pasted from another build: the uniquer's assertion on MESH from a clang debug
 *       build (beside callers/verify-mesh.txt, a gcc release build with assertions), and one real crash on mlir-opt-19
 *       and mlir-opt-22 (v19_r1_c00023, v22_x_v19_r1_c00023).</li>
 * </ul>
 * The crashes without evidence stay apart, the two callers are two keys, the duplicates stay one.
 */
class PastedTraceFolderTest {
    static final String MESH = "v19_r1_c00009";
    static final String FOLD = "v19_r1_c00006";

    @Test
    void noEvidenceStaysApartCallersAreTwoKeysDuplicatesStayOne(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("pasted");
        write(dir, "no-stack/a.txt", CrashCases.stderr("v19_r1_c00117"));
        write(dir, "no-stack/b.txt", CrashCases.stderr("v19_r1_c00095"));
        write(dir, "cut/fold.txt", TraceFormatsTest.tail(CrashCases.stderr(FOLD), 15));
        write(dir, "cut/mesh.txt", TraceFormatsTest.tail(CrashCases.stderr(MESH), 6));
        String verifyMesh = withAssertion(MESH, VERIFY_INVARIANTS, concat(DEBIAN_ABORT, UNIQUER_FRAMES));
        String verifyFold = withAssertion(FOLD, VERIFY_INVARIANTS, concat(DEBIAN_ABORT, UNIQUER_FRAMES));
        write(dir, "no-caller/a.txt", cutAfterFrame(verifyMesh, 10));
        write(dir, "no-caller/b.txt", cutAfterFrame(verifyFold, 10));
        write(dir, "callers/verify-mesh.txt", verifyMesh);
        write(dir, "callers/verify-fold.txt", verifyFold);
        write(dir, "callers/index-mesh.txt", withAssertion(MESH, SMALLVECTOR_INDEX, GLIBC_231_ABORT));
        write(dir, "callers/index-fold.txt", withAssertion(FOLD, SMALLVECTOR_INDEX, GLIBC_231_ABORT));
        write(dir, "builds/verify-mesh-debug.txt", UtilityAssertionKeyTest.debugBuild(MESH, VERIFY_INVARIANTS_CLANG));
        write(dir, "builds/v19.txt", CrashCases.stderr("v19_r1_c00023"));
        write(dir, "builds/v22.txt", CrashCases.stderr("v22_x_v19_r1_c00023"));

        List<RunRecord> records = TraceFolderSource.readAll(List.of(dir), w -> {});
        assertEquals(13, records.size());
        List<Cluster> clusters = Clusters.of(records, ClusterOptions.defaults());
        Map<String, Cluster> of = new HashMap<>();
        for (Cluster c : clusters) for (String m : c.members()) of.put(m, c);
        assertEquals(13, of.size());

        // no evidence: each its own cluster, marked so, whatever key it shares with another
        List<String> none = List.of(
                "no-stack/a.txt",
                "no-stack/b.txt",
                "cut/fold.txt",
                "cut/mesh.txt",
                "no-caller/a.txt",
                "no-caller/b.txt");
        for (String id : none) {
            assertEquals(List.of(id), of.get(id).members(), id);
            assertFalse(of.get(id).evidence(), id);
        }
        assertEquals(
                of.get("no-stack/a.txt").crashKey(), of.get("no-stack/b.txt").crashKey()); // "signal ? | no trace" both
        assertEquals(
                of.get("cut/fold.txt").crashKey(), of.get("cut/mesh.txt").crashKey()); // "crash site not in trace" both
        assertEquals(
                UtilityAssertionKeyTest.VERIFY_HEAD + " | caller not in trace",
                of.get("no-caller/a.txt").crashKey());
        assertEquals(
                of.get("no-caller/a.txt").crashKey(), of.get("no-caller/b.txt").crashKey());

        // one utility assertion from two callers: two keys
        assertNotEquals(
                of.get("callers/verify-mesh.txt").crashKey(),
                of.get("callers/verify-fold.txt").crashKey());
        assertNotEquals(
                of.get("callers/index-mesh.txt").crashKey(),
                of.get("callers/index-fold.txt").crashKey());
        assertTrue(of.get("callers/verify-fold.txt").crashKey().endsWith(" | mlir::affine::AffineForOp::fold"));
        assertTrue(of.get("callers/index-mesh.txt").crashKey().endsWith(" | mlir::mesh::shardedBlockArgumentTypes"));

        // one bug from two builds: one cluster
        assertEquals(
                List.of("builds/verify-mesh-debug.txt", "callers/verify-mesh.txt"),
                of.get("callers/verify-mesh.txt").members());
        assertEquals(
                List.of("builds/v19.txt", "builds/v22.txt"),
                of.get("builds/v19.txt").members());

        assertEquals(6, clusters.stream().filter(c -> !c.evidence()).count());
        assertEquals(
                11,
                clusters.size()); // 6 alone without evidence + 4 callers' clusters (one holding the debug paste) + the
        // v19/v22 pair

        // and `match` calls none of the crashes without evidence known, the duplicates each other's
        KnownReports.Result m = KnownReports.match(clusters, records, records, CrashSignature.DEFAULT_TOP_FRAMES);
        for (KnownReports.Match x : m.matches()) {
            if (!x.cluster().evidence()) {
                assertTrue(x.weak() && x.sameKey().isEmpty(), x.toString());
            } else {
                assertEquals(x.cluster().members(), x.sameKey(), x.toString());
            }
        }
        assertEquals(6, m.weakKnown().size());
    }

    private static void write(Path dir, String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
    }
}
