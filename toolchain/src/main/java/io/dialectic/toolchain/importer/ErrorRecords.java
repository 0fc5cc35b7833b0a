package io.dialectic.toolchain.importer;

import io.dialectic.toolchain.record.RunRecord;
import java.util.List;

/** A record that stands for an entry that could not be read. */
final class ErrorRecords {
    private ErrorRecords() {}

    static RunRecord of(String runId, String programPath, String error) {
        return new RunRecord(
                runId,
                null,
                null,
                0,
                programPath,
                null,
                null,
                null,
                null,
                List.of(),
                null,
                null,
                false,
                0,
                null,
                false,
                null,
                null,
                "",
                error);
    }
}
