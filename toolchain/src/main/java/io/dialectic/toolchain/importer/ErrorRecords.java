package io.dialectic.toolchain.importer;

import io.dialectic.toolchain.record.RunRecord;
import java.util.List;

/** A record that stands for an entry that could not be read; and how importers read a stderr file. */
final class ErrorRecords {
    private ErrorRecords() {}

    /** A tool's stderr as text, invalid bytes as U+FFFD ({@link io.dialectic.toolchain.cases.CaseFolder#readStderr}). */
    static String readStderr(java.nio.file.Path f) throws java.io.IOException {
        return io.dialectic.toolchain.cases.CaseFolder.readStderr(f);
    }

    static RunRecord of(String runId, String programPath, String error) {
        return new RunRecord(runId, null, null, 0, programPath, null, null, null, null, List.of(),
                null, null, false, 0, null, false, null, null, "", error);
    }
}
