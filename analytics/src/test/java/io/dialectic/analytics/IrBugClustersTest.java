package io.dialectic.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * analyze groups the runs carrying an IR-bug verdict by kind and key, from the records alone (the verdicts are what
 * the real checker gave in toolchain's {@code IrBugCheckerTest}): two invalid-IR runs of one key are one cluster
 * whose representative is the smaller program, a round trip is a cluster of its own kind, a run without one is in none.
 */
class IrBugClustersTest {
    private static final String KEY = "normalize-memrefs | memref.* | expected N size values, got N";

    private static RunRecord rec(String id, String text, Outcome outcome) {
        return RunRecord.builder()
                .runId(id)
                .campaign("c")
                .fuzzer("dialectic")
                .seq(id.hashCode() & 0xff)
                .programText(text)
                .tool("mlir-opt-19")
                .toolVersion("19.1.7")
                .pipeline(List.of("normalize-memrefs"))
                .exitCode(outcome == Outcome.VALID ? 0 : 1)
                .durationMs(5)
                .stderr(outcome == Outcome.VALID ? "" : "input.mlir:3:8: error: expected 1 size values, got 2\n")
                .outcome(outcome)
                .build();
    }

    /** The verdict the checker gave a normalize-memrefs run that left a bad reinterpret_cast. */
    private static RunRecord invalidIr(RunRecord r) {
        return r.withIrBug(
                "invalid-ir",
                KEY,
                "normalize-memrefs",
                "memref.reinterpret_cast",
                "expected 1 size values, got 2",
                "\"builtin.module\"() ({}) : () -> ()");
    }

    @Test
    void verdictsOfTheRecordsAreClusteredByKindAndKey(@TempDir Path tmp) throws Exception {
        Path jsonl = tmp.resolve("runs.jsonl");
        String small = "func.func @a() {\n  return\n}\n";
        String large = "func.func @b() {\n  return\n}\nfunc.func @c() {\n  return\n}\n";
        try (Writer w = Files.newBufferedWriter(jsonl)) {
            RunRecordsJsonl.write(w, invalidIr(rec("large", large, Outcome.DIALECT_SPECIFIC)));
            RunRecordsJsonl.write(w, invalidIr(rec("small", small, Outcome.DIALECT_SPECIFIC)));
            RunRecordsJsonl.write(
                    w,
                    rec("rt", small, Outcome.VALID)
                            .withIrBug(
                                    "roundtrip",
                                    "sparse_tensor.assemble | expected non-function type",
                                    null,
                                    "sparse_tensor.assemble",
                                    "expected non-function type",
                                    "%0 = sparse_tensor.assemble (), %arg0"));
            RunRecordsJsonl.write(w, rec("plain", small, Outcome.DIALECT_SPECIFIC));
        }
        AnalysisResult r = Analysis.run(
                AnalyzeConfig.of(List.of(new InputSpec("c", jsonl)), tmp.resolve("out"))
                        .withCsv(false)
                        .withQuiet(true),
                Progress.none());
        assertEquals(Map.of("invalid-ir", 1L, "roundtrip", 1L), r.irBugClusters());
        AnalysisResult.IrBugCluster top = r.topIrBugClusters().get(0);
        assertEquals("invalid-ir", top.kind());
        assertEquals(KEY, top.key());
        assertEquals(2, top.runs());
        assertEquals("small", top.representativeRunId());
        assertEquals("normalize-memrefs", top.pass());
        assertEquals("memref.reinterpret_cast", top.op());
        assertEquals("roundtrip", r.topIrBugClusters().get(1).kind());
        assertTrue(Files.exists(tmp.resolve("out").resolve("ir_bug_clusters.parquet")));
        assertTrue(Files.readString(tmp.resolve("out").resolve("summary.json")).contains("\"top_ir_bug_clusters\""));
    }

    /** Runs keyed by an older rule (three keys of one cause) are clustered by today's key, as crash keys are. */
    @Test
    void aCampaignKeyedByAnOlderRuleGetsTodaysKeys(@TempDir Path tmp) throws Exception {
        Path jsonl = SharedData.committed("test-support/src/main/resources/irbug/keyed-by-an-older-rule.jsonl");
        AnalysisResult r = Analysis.run(
                AnalyzeConfig.of(List.of(new InputSpec("c10", jsonl)), tmp.resolve("out"))
                        .withCsv(false)
                        .withQuiet(true),
                Progress.none());
        assertEquals(1L, r.irBugClusters().get("invalid-ir"));
        AnalysisResult.IrBugCluster top = r.topIrBugClusters().get(0);
        assertEquals(
                "convert-func-to-emitc | emitc.* | '_' op operand or result #N must be _, but got 'foreign'",
                top.key());
        assertEquals(3, top.runs());
    }
}
