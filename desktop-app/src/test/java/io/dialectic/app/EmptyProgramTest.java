package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dialectic.app.config.AppConfig;
import io.dialectic.base.Sha256;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.record.ValidRuns;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign holding an empty program (a fuzzer wrote an empty file; a record without its text):
 * the overview and every program of the Programs view open without an error in the status bar.
 */
class EmptyProgramTest {
    @TempDir
    Path tmp;

    @Test
    void overviewAndProgramsShowNoError() throws Exception {
        Path custom = SharedData.testsuite().resolve("custom");
        Path camp = Files.createDirectories(tmp.resolve("camp"));
        try (Writer w = Files.newBufferedWriter(camp.resolve("runs.jsonl"))) {
            int seq = 0;
            for (String text : List.of("", Files.readString(custom.resolve("s0002.mlir")), "// only a comment\n")) {
                RunRecordsJsonl.write(w, record("r" + seq, seq++, Sha256.ofProgram(text), text));
            }
            RunRecordsJsonl.write(w, record("r" + seq, seq, null, null)); // no program recorded at all
        }
        try (AppHarness h = AppHarness.open(camp)) {
            assertNull(h.wb.status().lastError(), "overview");
            h.select(AppConfig.View.PROGRAMS);
            h.idle();
            var table = h.window.programs().table();
            int rows = h.fxGet(() -> table.getItems().size());
            assertEquals(3, rows);
            for (int i = 0; i < rows; i++) {
                int row = i;
                h.fx(() -> table.getSelectionModel().select(row));
                h.idle();
                assertNull(h.wb.status().lastError(), "program row " + row);
            }
        }
    }

    private static RunRecord record(String id, long seq, String sha, String text) {
        return ValidRuns.of(id, text)
                .campaign("camp")
                .fuzzer("dialectic-run")
                .seq(seq)
                .programPath(text == null ? null : "p" + seq + ".mlir")
                .programSha256(sha)
                .build();
    }
}
