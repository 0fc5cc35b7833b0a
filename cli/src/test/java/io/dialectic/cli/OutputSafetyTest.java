package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The data-loss findings, run as a user runs them: every refused --out exits 1 with one line
 * {@code dialectic VERB: refusing ...} and every file that was there is still there, byte for byte.
 */
class OutputSafetyTest {
    @TempDir
    Path tmp;

    @Test
    void analyzeRefusesAFolderHoldingAnUnrelatedFile() throws Exception {
        Path out = Files.createDirectories(tmp.resolve("mine"));
        Files.writeString(out.resolve("thesis.tex"), "\\chapter{Two years of work}\n");
        String err = refused("analyze", "sample=" + sample("lowered-random.jsonl.gz"), "--out", out.toString());
        assertTrue(err.contains("thesis.tex"), err);
        assertEquals("\\chapter{Two years of work}\n", Files.readString(out.resolve("thesis.tex")));
        assertEquals(1, count(out));
        // the demo writes an analysis too, under the same rule
        refused("demo", "--out", out.toString());
        assertEquals(1, count(out));
    }

    @Test
    void analyzeNeverWritesOverInsideOrAroundItsInput() throws Exception {
        Path campaign = Files.createDirectories(tmp.resolve("camp"));
        Files.copy(sample("lowered-random.jsonl.gz"), campaign.resolve("runs.jsonl.gz"));
        Files.createDirectories(campaign.resolve("crashes"));
        Files.writeString(campaign.resolve("crashes").resolve("index.csv"), "id,tool\n");
        Map<String, String> before = checksums(campaign);
        assertTrue(refused("analyze", campaign.toString(), "--out", campaign.toString())
                .contains("is the input"));
        assertTrue(refused(
                        "analyze",
                        campaign.toString(),
                        "--out",
                        campaign.resolve("report").toString())
                .contains("is inside the input"));
        assertTrue(refused("analyze", "one=" + campaign.resolve("runs.jsonl.gz"), "--out", campaign.toString())
                .contains("holds the input"));
        assertEquals(before, checksums(campaign));
    }

    @Test
    void reduceAndFuzzNeverWriteIntoTheirInput() throws Exception {
        Path caseDir = Files.createDirectories(tmp.resolve("case"));
        for (String f : new String[] {"input.mlir", "cmd.txt", "tool.txt"}) {
            Files.copy(
                    SharedData.crashes()
                            .resolve("cases")
                            .resolve("v19_r1_c00014")
                            .resolve(f),
                    caseDir.resolve(f));
        }
        Map<String, String> before = checksums(caseDir);
        assertTrue(refused("reduce", caseDir.toString(), "--out", caseDir.toString())
                .contains("is the input"));
        assertTrue(refused(
                        "reduce",
                        caseDir.toString(),
                        "--out",
                        caseDir.resolve("red").toString())
                .contains("is inside the input"));
        assertTrue(refused("fuzz", "--seeds", caseDir.toString(), "--out", caseDir.toString())
                .contains("is the input"));
        assertEquals(before, checksums(caseDir));
    }

    @Test
    void reduceAllClustersNeverWritesIntoTheAnalysisNorAUsersFolder() throws Exception {
        Path analysis = SharedData.repoRoot().resolve("reports").resolve("sample");
        Map<String, String> before = checksums(analysis);
        assertTrue(refused(
                        "reduce",
                        "--all-clusters",
                        analysis.toString(),
                        "--out",
                        analysis.resolve("reduced").toString())
                .contains("is inside the input"));
        Path mine = Files.createDirectories(tmp.resolve("mine"));
        Files.writeString(mine.resolve("notes.md"), "# mine\n");
        assertTrue(refused("reduce", "--all-clusters", analysis.toString(), "--out", mine.toString())
                .contains("notes.md"));
        assertEquals(before, checksums(analysis));
        assertEquals(1, count(mine));
    }

    @Test
    void fuzzRefusesABudgetOfZeroOrLess() {
        for (String b : new String[] {"0", "-5", "0s"}) {
            String err = refusedWith(
                    "fuzz",
                    "must be positive",
                    "--seeds",
                    tmp.toString(),
                    "--budget",
                    b,
                    "--out",
                    tmp.resolve("c").toString());
            assertTrue(err.startsWith("dialectic fuzz: budget '" + b + "' must be positive"), err);
        }
        assertFalse(Files.exists(tmp.resolve("c")));
    }

    @Test
    void reduceResumeRefusesAFolderHoldingAnotherCasesReduction() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path cases = SharedData.crashes().resolve("cases");
        Path d = tmp.resolve("d");
        int a = Dialectic.commandLine()
                .setOut(new PrintWriter(new StringWriter()))
                .setErr(new PrintWriter(new StringWriter()))
                .execute(
                        "reduce",
                        cases.resolve("v19_r1_c00014").toString(),
                        "--out",
                        d.toString(),
                        "--budget",
                        "20s",
                        "--confirm-runs",
                        "1",
                        "--no-other-versions",
                        "--jobs",
                        "2");
        assertEquals(0, a);
        Map<String, String> reductionOfA = checksums(d);
        assertTrue(reductionOfA.containsKey("report.md"), reductionOfA.toString());
        String err = refused(
                "reduce",
                cases.resolve("v19_r1_c00006").toString(),
                "--out",
                d.toString(),
                "--resume",
                "--budget",
                "20s");
        assertTrue(err.contains("another input"), err);
        assertEquals(reductionOfA, checksums(d));
    }

    private static Path sample(String name) {
        return SharedData.repoRoot().resolve("datasets").resolve("sample").resolve(name);
    }

    /** Runs a verb that must refuse: exit 1, one line "dialectic VERB: refusing ...". */
    private static String refused(String verb, String... rest) {
        return refusedWith(verb, "refusing", rest);
    }

    private static String refusedWith(String verb, String word, String... rest) {
        StringWriter err = new StringWriter();
        String[] args = Stream.concat(Stream.of(verb), Stream.of(rest)).toArray(String[]::new);
        int code = Dialectic.commandLine()
                .setOut(new PrintWriter(new StringWriter()))
                .setErr(new PrintWriter(err, true))
                .execute(args);
        String text = err.toString().strip();
        assertEquals(1, code, text);
        assertTrue(text.startsWith("dialectic " + verb + ": ") && text.contains(word), text);
        assertEquals(1, text.lines().count(), text);
        return text;
    }

    private static long count(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.count();
        }
    }

    /** Every file below {@code dir}, relative path to SHA-256. */
    static Map<String, String> checksums(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                out.put(
                        dir.relativize(p).toString(),
                        HexFormat.of()
                                .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
            }
        }
        return out;
    }
}
