package io.dialectic.toolchain.importer;

import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Run records as JSON Lines (what {@code run} and {@code fuzz} write). A bad line becomes an error record. */
public final class JsonlRunSource implements RunSource {
    @Override
    public boolean accepts(Path path) {
        String n = path.getFileName().toString();
        return Files.isRegularFile(path) && (n.endsWith(".jsonl") || n.endsWith(".ndjson"));
    }

    @Override
    public void read(Path path, Consumer<RunRecord> sink) throws IOException {
        RunRecordsJsonl.read(path, line -> {
            if (line.record() != null) sink.accept(line.record());
            else sink.accept(ErrorRecords.of(path.getFileName() + ":" + line.lineNumber(), path.toString(), line.error()));
        });
    }
}
