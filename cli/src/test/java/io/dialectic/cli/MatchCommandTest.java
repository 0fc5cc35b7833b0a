package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dialectic match} and {@code clusters --traces} on a folder of "pasted" reports made from
 * real ../shared/crashes stderr: one as printed, one with Windows line ends, one excerpt holding
 * only the bottom of a trace, and a text file that is no trace.
 */
class MatchCommandTest {
    private static Path knownReports(Path tmp) throws Exception {
        Path cases = SharedData.crashes().resolve("cases");
        Path dir = Files.createDirectories(tmp.resolve("known"));
        Files.copy(cases.resolve("v19_r1_c00006/stderr.txt"), dir.resolve("fold.txt"));
        Files.copy(cases.resolve("v19_r1_c00006/input.mlir"), dir.resolve("fold.mlir"));
        Files.writeString(
                dir.resolve("mesh.txt"),
                Files.readString(cases.resolve("v19_r1_c00009/stderr.txt")).replace("\n", "\r\n"));
        String fold = Files.readString(cases.resolve("v19_r1_c00006/stderr.txt"));
        Files.writeString(dir.resolve("tail.txt"), fold.substring(fold.indexOf("#15 ")));
        Files.writeString(dir.resolve("notes.md"), "we saw it crash on Tuesday\n");
        return dir;
    }

    @Test
    void matchListsTheKnownReportsOfEachCluster(@TempDir Path tmp) throws Exception {
        Path known = knownReports(tmp);
        JsonNode root = new ObjectMapper()
                .readTree(CapturedRun.of(
                                new Dialectic(),
                                0,
                                "match",
                                SharedData.crashes().toString(),
                                known.toString(),
                                "--json")
                        .out());
        assertEquals(3, root.get("known_crashes").asInt());
        assertEquals(List.of("tail.txt"), List.of(root.get("weak_known").get(0).asText()));
        int reported = 0;
        for (JsonNode c : root.get("clusters")) {
            String key = c.get("key").asText();
            if (c.get("known").isEmpty()) continue;
            reported++;
            if (key.equals("site: mlir::affine::AffineForOp::fold"))
                assertEquals("fold.txt", c.get("known").get(0).asText());
            else assertEquals("site: mlir::mesh::shardedBlockArgumentTypes", key);
        }
        assertEquals(2, reported);
    }

    /**
     * A known crash without evidence (v19_r1_c00117: a worker-thread SIGSEGV that printed no frame) has the very key of
     * five crashes of the new runs, "signal SIGSEGV | no trace": sharing it says only that all crashed, so none is known.
     */
    @Test
    void crashesWithoutEvidenceAreNeverKnown() throws Exception {
        // the corpus's unnamed sites are named by the installed builds' functions (toolchain ClustersTest)
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        Path known = SharedData.crashes().resolve("cases").resolve("v19_r1_c00117");
        JsonNode root = new ObjectMapper()
                .readTree(CapturedRun.of(
                                new Dialectic(),
                                0,
                                "match",
                                SharedData.crashes().toString(),
                                known.toString(),
                                "--json")
                        .out());
        assertEquals(1, root.get("known_crashes").asInt());
        assertEquals("v19_r1_c00117", root.get("weak_known").get(0).asText());
        int without = 0;
        for (JsonNode c : root.get("clusters")) {
            assertTrue(c.get("known").isEmpty(), c.toString());
            if (c.get("weak").asBoolean()) {
                without++;
                assertEquals(1, c.get("members").size(), c.toString());
            }
        }
        assertEquals(5, without);
        String text = CapturedRun.of(
                        new Dialectic(), 0, "match", SharedData.crashes().toString(), known.toString())
                .out();
        assertTrue(
                text.contains(
                        "40 crash clusters in the new runs (5 crashes without evidence), 1 known crash reports; 0 clusters already reported"),
                text);
        assertTrue(text.contains("Without evidence (the trace shows no crash site; never called known):"), text);
    }

    @Test
    void clustersOfPastedTracesShowTheUnreadableOnes(@TempDir Path tmp) throws Exception {
        Path known = knownReports(tmp);
        String out = CapturedRun.of(new Dialectic(), 0, "clusters", "--traces", known.toString())
                .out();
        assertTrue(out.startsWith("4 runs: {crash=3, error=1}"), out);
        assertTrue(out.contains("signal ? | crash site not in trace"), out);
        assertTrue(out.contains("notes.md: no crash evidence"), out);
    }
}
