package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An invalid-IR record made by {@code run --ir-bug-checks} on the real mlir-opt-19 (the llvm/llvm-project#121091
 * shape of the toolchain's IR-bug tests, through canonicalize and normalize-memrefs), then {@code rerun --run}, whose
 * verdict holds, and {@code reduce --run}, which keeps same-ir-bug by default and writes the invalid-IR report.
 */
class InvalidIrRecordTest {
    private static final String KEY = "normalize-memrefs | memref.* | expected N size values, got N";

    @TempDir
    Path tmp;

    @Test
    void anInvalidIrRecordIsRerunWithItsVerdictAndReducedKeepingItsKey() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path corpus = Files.createDirectories(tmp.resolve("corpus"));
        Files.copy(
                SharedData.committed("test-support/src/main/resources/irbug/normalize-memrefs-reinterpret-cast.mlir"),
                corpus.resolve("p.mlir"));
        Path runs = tmp.resolve("runs.jsonl");
        CapturedRun.dialectic(
                0,
                "run",
                corpus.toString(),
                "--tool",
                "mlir-opt-19",
                "--pipelines",
                "canonicalize,normalize-memrefs",
                "--ir-bug-checks",
                "--out",
                runs.toString());
        List<RunRecord> records = new ArrayList<>();
        RunRecordsJsonl.read(runs, l -> records.add(l.record()));
        assertEquals(1, records.size());
        assertEquals(KEY, records.get(0).irBugKey());
        String ref = runs + ":" + records.get(0).runId();

        CapturedRun rerun = CapturedRun.dialectic(0, "rerun", "--run", ref, "--times", "1");
        assertTrue(rerun.out().contains("ir bug    now       invalid-ir  " + KEY), rerun.out());
        assertTrue(rerun.out().contains("HOLDS"), rerun.out());

        Path out = tmp.resolve("reduced");
        CapturedRun.dialectic(
                0,
                "reduce",
                "--run",
                ref,
                "--budget",
                "30s",
                "--jobs",
                "2",
                "--no-other-versions",
                "--out",
                out.toString());
        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.contains("keeping same-ir-bug"), report);
        assertTrue(report.contains(" and 2 passes to 3 ops and 1 pass in "), report);
        assertTrue(report.contains("Fresh runs of the result show the same invalid-IR key."), report);
        assertTrue(report.contains("Key: `` " + KEY + " ``"), report);
        assertEquals(
                "mlir-opt-19 reduced.mlir --normalize-memrefs --mlir-disable-threading --allow-unregistered-dialect",
                Files.readString(out.resolve("pipeline.txt")).strip());
    }
}
