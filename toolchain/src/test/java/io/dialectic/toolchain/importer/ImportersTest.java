package io.dialectic.toolchain.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.crash.FunctionIdentities;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportersTest {
    // the importers' keys from the traces alone: an unnamed frame stays module+offset whatever is installed here
    private final RunSources sources =
            RunSources.defaults(new Judge(OutcomeClassifier.defaults(), FunctionIdentities.NONE));

    /** The run-record importer refused the .jsonl.gz files the sample and analytics use ("not a run-record file"). */
    @Test
    void gzipCompressedRecordsOfTheSampleAreRead() throws Exception {
        Path sample =
                SharedData.repoRoot().resolve("datasets").resolve("sample").resolve("lowered-random.jsonl.gz");
        long lines;
        try (var in = new BufferedReader(
                new InputStreamReader(new GZIPInputStream(Files.newInputStream(sample)), StandardCharsets.UTF_8))) {
            lines = in.lines().filter(l -> !l.isBlank()).count();
        }
        List<RunRecord> all = sources.readAll(List.of(sample));
        assertEquals(lines, all.size());
        assertTrue(lines > 100, "lines " + lines);
        assertTrue(all.stream().allMatch(r -> r.error() == null && r.programText() != null), "every line is a record");
    }

    @Test
    void crashCaseDirectories() throws Exception {
        List<RunRecord> all = sources.readAll(List.of(CrashCases.root()));
        assertEquals(311, all.size());
        RunRecord r = all.stream()
                .filter(x -> x.runId().equals("v19_r1_e00001"))
                .findFirst()
                .orElseThrow();
        assertEquals("mlir-opt-19", r.tool());
        assertEquals("19.1.7", r.toolVersion());
        assertEquals(
                List.of(
                        "spirv-lower-abi-attrs",
                        "cse",
                        "func.func:mesh-spmdization",
                        "math-legalize-to-f32",
                        "gpu-to-llvm"),
                r.pipeline());
        assertEquals(1, r.exitCode());
        assertNull(r.signal());
        assertEquals(Outcome.INVALID_OPTIONS, r.outcome());
        RunRecord c = sources.readAll(List.of(CrashCases.dir("v19_r1_c00006"))).get(0);
        assertEquals(-11, c.exitCode());
        assertEquals(11, c.signal());
        assertEquals(Outcome.CRASH, c.outcome());
        assertEquals("site: mlir::affine::AffineForOp::fold", c.crashKey());
        RunRecord t = sources.readAll(List.of(CrashCases.dir("v22_r2_t00024"))).get(0);
        assertTrue(t.timedOut());
        assertEquals(Outcome.TIMEOUT, t.outcome());
    }

    @Test
    void brokenCaseIsAnErrorRecord(@TempDir Path tmp) throws Exception {
        Path c = Files.createDirectories(tmp.resolve("cases").resolve("bad_case"));
        Files.writeString(c.resolve("exit_code.txt"), "not a number\n");
        Files.writeString(c.resolve("input.mlir"), "module {}\n");
        List<RunRecord> rs = sources.readAll(List.of(tmp));
        assertEquals(1, rs.size());
        assertEquals("bad_case", rs.get(0).runId());
        assertNotNull(rs.get(0).error());
    }

    @Test
    void plainMlirDirectoryIsStatic() throws Exception {
        Path custom = SharedData.testsuite().resolve("custom");
        List<RunRecord> rs = sources.readAll(List.of(custom));
        assertEquals(5781, rs.size());
        RunRecord r = rs.get(0);
        assertEquals("s0000.mlir", r.runId());
        assertNull(r.tool());
        assertNull(r.outcome());
        assertEquals(64, r.programSha256().length());
    }

    @Test
    void csvManifestAndJsonlWithABadLine(@TempDir Path tmp) throws Exception {
        Path src = CrashCases.dir("v19_r1_c00006");
        Files.copy(src.resolve("input.mlir"), tmp.resolve("a.mlir"));
        Files.copy(src.resolve("stderr.txt"), tmp.resolve("a.stderr"));
        Files.writeString(
                tmp.resolve("m.csv"),
                "path,pipeline,exit_code,stderr_path\n"
                        + "a.mlir,\"convert-index-to-spirv,convert-gpu-to-nvvm,convert-to-llvm,promote-buffers-to-stack,convert-parallel-loops-to-gpu\",-11,a.stderr\n"
                        + "missing.mlir,cse,0,\n");
        List<RunRecord> rs = sources.readAll(List.of(tmp.resolve("m.csv")));
        assertEquals(2, rs.size());
        assertEquals(Outcome.CRASH, rs.get(0).outcome());
        assertEquals("site: mlir::affine::AffineForOp::fold", rs.get(0).crashKey());
        assertEquals(5, rs.get(0).pipeline().size());
        assertNotNull(rs.get(1).error());

        Path jl = tmp.resolve("runs.jsonl");
        Files.writeString(jl, RunRecordsJsonl.toLine(rs.get(0)) + "\n{not json\n");
        List<RunRecord> back = sources.readAll(List.of(jl));
        assertEquals(2, back.size());
        assertEquals(rs.get(0), back.get(0));
        assertTrue(back.get(1).error().contains("line 2"), back.get(1).error());
    }
}
