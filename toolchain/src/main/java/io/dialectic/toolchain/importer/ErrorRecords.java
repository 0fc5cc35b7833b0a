package io.dialectic.toolchain.importer;

import io.dialectic.toolchain.record.RunRecord;
import java.util.List;

/** A record that stands for an entry that could not be read; and how importers read a stderr file. */
final class ErrorRecords {
    private ErrorRecords() {}

    /**
     * A tool's stderr as text: UTF-8 with any invalid byte replaced by U+FFFD. A crashing tool may
     * print garbage bytes (a corrupted string, a miscompiled program's output); the report around
     * them must still be read and keyed, not lost to "Input length = 1".
     */
    static String readStderr(java.nio.file.Path f) throws java.io.IOException {
        return java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE)
                .decode(java.nio.ByteBuffer.wrap(java.nio.file.Files.readAllBytes(f))).toString();
    }

    static RunRecord of(String runId, String programPath, String error) {
        return new RunRecord(runId, null, null, 0, programPath, null, null, null, null, List.of(),
                null, null, false, 0, null, false, null, null, "", error);
    }
}
