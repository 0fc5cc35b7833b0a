package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dialectic clusters}, {@code run} and {@code rerun} end to end through picocli on ../shared data. */
class ClustersCommandTest {
    /** The whole command line, as {@code ./dialectic} runs it. */
    private static CapturedRun exec(int expectedExit, String... args) {
        return CapturedRun.dialectic(expectedExit, args);
    }

    @Test
    void clustersJsonShapeOnTheCrashCorpus() throws Exception {
        Path crashes = SharedData.crashes();
        // the corpus's unnamed sites are named by the installed builds' functions (toolchain ClustersTest)
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        JsonNode root = new ObjectMapper()
                .readTree(exec(0, "clusters", crashes.toString(), "--json").out());
        assertEquals(311, root.get("runs").asInt());
        assertEquals(311, root.get("outcomes").size());
        assertEquals("crash", root.get("outcomes").get("v19_r1_c00006").asText());
        assertEquals("valid", root.get("outcomes").get("v19_r1_o00000").asText());
        // 35 crash keys, one per crash site, one of them split (ClusterDefinition), as `analyze` and the app count
        // them (ClusterViewsAgreeTest): 35 clusters with evidence, and the 5 crashes of "signal SIGSEGV | no trace"
        // each a cluster without evidence
        assertEquals(40, root.get("clusters").size());
        int members = 0, without = 0;
        for (JsonNode c : root.get("clusters")) {
            if (!c.get("evidence").asBoolean()) {
                without++;
                assertEquals(1, c.get("members").size(), c.get("key").asText());
                assertEquals(
                        "signal SIGSEGV | no trace @ run "
                                + c.get("members").get(0).asText(),
                        c.get("key").asText());
            }
            assertTrue(c.get("key").isTextual());
            List<String> ms = new ArrayList<>();
            c.get("members").forEach(m -> ms.add(m.asText()));
            assertTrue(ms.contains(c.get("representative").asText()));
            members += ms.size();
        }
        assertEquals(121, members);
        assertEquals(5, without);
        JsonNode first = root.get("clusters").get(0);
        // the 13 async-to-async-runtime crashes of the isLegal key; its 3 math-extend-to-supported-types crashes are
        // another cluster
        assertEquals(
                "site: mlir::ConversionTarget::isLegal @ async-to-async-runtime",
                first.get("key").asText());
        assertEquals(
                "site: mlir::ConversionTarget::isLegal", first.get("crash_key").asText());
        assertEquals(13, first.get("members").size());
        assertEquals("async-to-async-runtime", first.get("pass").asText());
        assertEquals("v19_r1_c00192", first.get("representative").asText()); // the smallest input that ran that pass
    }

    /** The text view lists the crashes without evidence last, under one heading, and counts them apart. */
    @Test
    void crashesWithoutEvidenceAreListedApartUnderOneHeading() {
        String out = exec(0, "clusters", SharedData.crashes().toString()).out();
        // 34 clusters may be bugs; the 5 worker-thread crashes that printed no frame are not 5 more (MissingTracesTest)
        assertTrue(out.contains("\n35 crash clusters (+5 crashes without evidence: 5 no trace)\n"), out);
        int heading = out.indexOf("Without evidence (");
        assertTrue(heading > 0, out);
        String after = out.substring(heading);
        assertEquals(
                5,
                after.lines()
                        .filter(l -> l.contains("signal SIGSEGV | no trace @ run "))
                        .count(),
                after);
        assertEquals(5, after.lines().filter(l -> l.startsWith("#")).count(), after);
    }

    @Test
    void userRulesComeBeforeTheBuiltInOnes(@TempDir Path tmp) throws Exception {
        // The six crashes of the AffineForOp::fold cluster, re-labelled by a user rule: they leave the crash
        // count (121 -> 115) and their cluster goes (40 -> 39; ClustersTest). The keys name installed builds.
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        Path rules = tmp.resolve("rules.tsv");
        Files.writeString(
                rules, "invalid-options\tstderr\tmlir::affine::AffineForOp::fold\tre-labelled by this test\n");
        JsonNode root = new ObjectMapper()
                .readTree(exec(0, "clusters", SharedData.crashes().toString(), "--json", "--rules", rules.toString())
                        .out());
        assertEquals(
                "invalid-options", root.get("outcomes").get("v19_r1_c00006").asText());
        assertEquals(39, root.get("clusters").size());
        int members = 0;
        for (JsonNode c : root.get("clusters")) {
            assertFalse(
                    c.get("key").asText().contains("AffineForOp::fold"),
                    c.get("key").asText());
            members += c.get("members").size();
        }
        assertEquals(115, members);
    }

    @Test
    void runThenClustersThenRerun(@TempDir Path tmp) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path corpus = Files.createDirectories(tmp.resolve("corpus"));
        Path crashCase = SharedData.crashes().resolve("cases").resolve("v19_r1_c00006");
        Files.copy(crashCase.resolve("input.mlir"), corpus.resolve("affine.mlir"));
        Files.writeString(corpus.resolve("ok.mlir"), "func.func @f() {\n  return\n}\n");
        Path out = tmp.resolve("runs.jsonl");
        String pipeline =
                "convert-index-to-spirv,convert-gpu-to-nvvm,convert-to-llvm,promote-buffers-to-stack,convert-parallel-loops-to-gpu";
        CapturedRun r = exec(
                0,
                "run",
                corpus.toString(),
                "--tool",
                "mlir-opt-19",
                "--pipelines",
                pipeline,
                "--out",
                out.toString(),
                "--jobs",
                "2");
        assertTrue(r.out().startsWith("2 programs, 2 runs planned, 0 already"), r.out());
        r = exec(
                0, "run", corpus.toString(), "--tool", "mlir-opt-19", "--pipelines", pipeline, "--out", out.toString());
        assertTrue(r.out().contains("2 already in"), r.out());
        JsonNode root = new ObjectMapper()
                .readTree(exec(0, "clusters", out.toString(), "--json").out());
        assertEquals(2, root.get("runs").asInt());
        assertEquals(1, root.get("clusters").size());
        assertEquals(
                "site: mlir::affine::AffineForOp::fold",
                root.get("clusters").get(0).get("key").asText());

        String rerun = exec(0, "rerun", crashCase.toString(), "--times", "2").out();
        assertTrue(rerun.contains("STABLE"), rerun);
        assertEquals(2, rerun.lines().filter(l -> l.startsWith("run ")).count());
    }

    @Test
    void parquetWithoutProviderIsAClearError(@TempDir Path tmp) {
        String err = exec(
                        ErrorReport.EXIT,
                        "run",
                        tmp.toString(),
                        "--out",
                        tmp.resolve("r.parquet").toString(),
                        "--format",
                        "parquet")
                .err();
        assertTrue(err.contains("no provider of --format parquet"), err);
    }

    /**
     * A crash case as {@code fuzz} writes it: run single-threaded (its cmd.txt says {@code --mlir-disable-threading}),
     * with the tool.txt the fuzzer writes ({@code version: 19.1.7}). v19_r1_c00095 crashes in a worker thread and
     * prints no frame when threaded, and at an unnamed frame single-threaded (MissingTracesTest). {@code rerun} reruns
     * it as it ran and keys both with the build: before, it reran threaded ("no trace") and read no version from
     * that tool.txt (the recorded key without its build), and said CHANGED either way.
     */
    @Test
    void rerunRunsAFuzzCaseAsItRanAndKeysItWithItsBuild(@TempDir Path tmp) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path src = SharedData.crashes().resolve("cases").resolve("v19_r1_c00095");
        Path c = Files.createDirectories(tmp.resolve("fuzz-000095"));
        Files.copy(src.resolve("input.mlir"), c.resolve("input.mlir"));
        List<String> pipeline = List.of(Files.readString(src.resolve("meta.json"))
                .replaceAll("(?s).*\"passes\": \"([^\"]*)\".*", "$1")
                .split(","));
        ToolDiscovery d = new ToolDiscovery();
        Tool tool = d.find("mlir-opt-19").orElseThrow();
        RunResult r = new ToolRunner(d)
                .run(new RunRequest(
                        tool,
                        Files.readString(src.resolve("input.mlir")),
                        pipeline,
                        RunLimits.defaults(),
                        List.of(RunRequest.DISABLE_THREADING)));
        Files.writeString(c.resolve("stderr.txt"), r.stderr());
        Files.writeString(c.resolve("exit_code.txt"), r.exitCode() + "\n");
        Files.writeString(c.resolve("meta.json"), "{\"passes\": \"" + String.join(",", pipeline) + "\"}\n");
        Files.writeString(c.resolve("tool.txt"), "mlir-opt-19\nversion: " + tool.version() + "\n");
        Files.writeString(
                c.resolve("cmd.txt"),
                "mlir-opt-19 input.mlir "
                        + String.join(" ", pipeline.stream().map(p -> "--" + p).toList())
                        + " --mlir-disable-threading\n");
        String out = exec(0, "rerun", c.toString(), "--times", "2").out();
        assertTrue(out.contains("STABLE"), out);
        // its site has no symbol: named by the function that holds it in this build (docs/ARCHITECTURE.md "Crash site")
        assertTrue(out.contains("site: mlir-opt!fn@0x") && out.contains(" [" + tool.version() + "]"), out);
    }
}
