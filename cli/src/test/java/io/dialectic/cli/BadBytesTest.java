package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One binary and one invalid-UTF-8 {@code .mlir} in a corpus stop nothing: {@code run}, {@code fuzz
 * --seeds} and {@code reduce --input} use every other program, give the tool the invalid-UTF-8 file's
 * exact bytes, and name both files in a warning (today: "dialectic run: Input length = 1").
 */
class BadBytesTest {
    @TempDir
    Path tmp;

    Path corpus;
    Path picture;
    Path latin;
    byte[] latinBytes;

    @BeforeEach
    void corpus() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path suite = SharedData.testsuite().resolve("custom");
        corpus = Files.createDirectories(tmp.resolve("corpus"));
        for (String id : List.of("s0000", "s0001", "s0002"))
            Files.copy(suite.resolve(id + ".mlir"), corpus.resolve(id + ".mlir"));
        // The repository's PNG under a .mlir name: binary, unusable.
        picture = Files.copy(
                SharedData.repoRoot().resolve("docs").resolve("report-sample.png"), corpus.resolve("picture.mlir"));
        // A real program with a Latin-1 comment (0xE9 is no UTF-8): usable, the tool ignores comments.
        latinBytes = latin1Comment(Files.readAllBytes(suite.resolve("s0002.mlir")));
        latin = Files.write(corpus.resolve("latin.mlir"), latinBytes);
    }

    static byte[] latin1Comment(byte[] program) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes("// caf".getBytes(StandardCharsets.US_ASCII));
        b.write(0xE9);
        b.writeBytes(" \n".getBytes(StandardCharsets.US_ASCII));
        b.writeBytes(program);
        return b.toByteArray();
    }

    @Test
    void runRunsEveryOtherProgramAndNamesBoth() throws Exception {
        Path out = tmp.resolve("runs.jsonl");
        String err = stderrOf(() ->
                CapturedRun.dialectic(0, "run", corpus.toString(), "--pipelines", "cse", "--out", out.toString()));
        assertTrue(err.contains("skipped " + picture + ": binary"), err);
        assertTrue(err.contains(latin + ": 1 byte(s) not valid UTF-8"), err);
        List<RunRecord> runs = new ArrayList<>();
        RunRecordsJsonl.read(out, l -> runs.add(l.record()));
        TreeSet<String> ran = new TreeSet<>();
        runs.forEach(r -> ran.add(Path.of(r.programPath()).getFileName().toString()));
        assertEquals(new TreeSet<>(List.of("latin.mlir", "s0000.mlir", "s0001.mlir", "s0002.mlir")), ran);
        RunRecord l = runs.stream()
                .filter(r -> r.programPath().endsWith("latin.mlir"))
                .findFirst()
                .orElseThrow();
        // The record's hash is that of the file's bytes (what the tool read); its text shows the byte as U+FFFD.
        assertEquals(
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(latinBytes)), l.programSha256());
        assertTrue(l.programText().startsWith("// caf\uFFFD \n"), l.programText());
        assertEquals(Outcome.VALID, l.outcome(), l.stderr());
    }

    @Test
    void fuzzUsesEveryOtherSeedAndNamesBoth() throws Exception {
        Path camp = tmp.resolve("camp");
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        String err;
        System.setOut(new PrintStream(report, true, StandardCharsets.UTF_8));
        try {
            err = stderrOf(() -> CapturedRun.dialectic(
                    0, "fuzz", "--seeds", corpus.toString(), "--budget", "4", "--out", camp.toString(), "--quiet"));
        } finally {
            System.setOut(stdout);
        }
        // The picture is the one unusable seed; the Latin-1 one is used (a warning, not a problem).
        assertTrue(
                report.toString(StandardCharsets.UTF_8).contains("seeds           4 usable (1 unusable)"),
                report.toString(StandardCharsets.UTF_8));
        assertTrue(err.contains(picture + ": skipped, binary"), err);
        assertTrue(err.contains(latin + ": 1 byte(s) not valid UTF-8"), err);
        // Preparation says what it does, with counts: 4 seed files are programs.
        assertTrue(err.contains("preparing 4 seeds"), err);
        List<RunRecord> seeds = new ArrayList<>();
        RunRecordsJsonl.read(camp.resolve("seeds").resolve("seeds.jsonl"), l -> seeds.add(l.record()));
        assertEquals(
                new TreeSet<>(List.of("latin.mlir", "s0000.mlir", "s0001.mlir", "s0002.mlir")),
                new TreeSet<>(seeds.stream().map(RunRecord::runId).toList()));
    }

    @Test
    void reduceInputTakesAnInvalidUtf8CrashAndReportsHonestly() throws Exception {
        MlirRequirement.require("mlir-opt-22");
        // v19_r1_c00014: mesh-spmdization crashes mlir-opt-19 in mlir::mesh::shardedBlockArgumentTypes; 22 has no such
        // pass.
        Path c = SharedData.crashes().resolve("cases").resolve("v19_r1_c00014");
        Path input = Files.write(tmp.resolve("crash.mlir"), latin1Comment(Files.readAllBytes(c.resolve("input.mlir"))));
        Path out = tmp.resolve("red");
        String err = stderrOf(() -> CapturedRun.dialectic(
                0,
                "reduce",
                "--input",
                input.toString(),
                "--tool",
                "mlir-opt-19",
                "--pipeline",
                "loop-invariant-code-motion,func.func:mesh-spmdization,set-llvm-module-datalayout,gpu-kernel-outlining,remove-dead-values",
                "--budget",
                "60s",
                "--out",
                out.toString()));
        assertTrue(err.contains(input + ": 1 byte(s) not valid UTF-8"), err);
        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.contains("not testable on 22."), report);
        assertTrue(report.contains("(pass removed)"), report);
        assertFalse(report.contains("fixed in"), report);
        // The trimmed trace starts with the named crash site, not with an mlir-opt+0x address.
        String trace = report.substring(report.indexOf("## Stack trace"));
        String firstFrame =
                trace.lines().filter(s -> s.matches("#\\d+ .*")).findFirst().orElseThrow();
        assertEquals("#4 mlir::mesh::shardedBlockArgumentTypes", firstFrame, trace);
    }

    /** What {@code call} printed on System.err (run, fuzz and reduce print progress there, not on picocli's err). */
    static String stderrOf(Callable<CapturedRun> call) throws Exception {
        PrintStream saved = System.err;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setErr(new PrintStream(buf, true, StandardCharsets.UTF_8));
        CapturedRun r;
        try {
            r = call.call();
        } finally {
            System.setErr(saved);
        }
        return buf.toString(StandardCharsets.UTF_8) + r.err();
    }
}
