package io.dialectic.toolchain.importer;

import io.dialectic.base.RecordFiles;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Run records as JSON Lines (what {@code run} and {@code fuzz} write), gzip-compressed or not ({@link RecordFiles}). A line that is no record
 * (bad JSON, invalid UTF-8, over the size limit, no {@code run_id}) becomes an error record named
 * {@code FILE:LINE}; the other lines are read as usual.
 */
public final class JsonlRunSource implements RunSource {
    @Override
    public boolean accepts(Path path) {
        return RecordFiles.isRecordFile(path);
    }

    @Override
    public void read(Path path, Consumer<RunRecord> sink) throws IOException {
        String file = path.getFileName().toString();
        RunRecordsJsonl.read(path, line -> {
            String where = file + ":" + line.lineNumber();
            RunRecord r = line.record();
            if (r == null) sink.accept(RunRecord.unreadable(where, path.toString(), line.error()));
            else if (r.runId() == null || r.runId().isBlank())
                sink.accept(RunRecord.unreadable(where, r.programPath(), "line " + line.lineNumber() + ": no run_id"));
            else sink.accept(r);
        });
    }
}
