package io.dialectic.cli;

import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A run record named on the command line as {@code PATH:RUN_ID}: PATH a runs .jsonl or a campaign folder. */
final class RecordReference {
    private RecordReference() {}

    /** The record {@code RUN_ID} of the file or campaign (its last one, when a resumed campaign wrote it twice). */
    static RunRecord read(String spec) throws IOException {
        int colon = spec.lastIndexOf(':');
        if (colon <= 0)
            throw new BadInput(
                    "--run takes PATH:RUN_ID (a runs .jsonl or a campaign folder, and a run id), got " + spec);
        Path path = Path.of(spec.substring(0, colon));
        String id = spec.substring(colon + 1);
        Path file = Files.isDirectory(path) ? path.resolve("runs.jsonl") : path;
        BadInput.existing(file);
        List<RunRecord> found = new ArrayList<>();
        RunRecordsJsonl.read(file, l -> {
            if (l.record() != null && id.equals(l.record().runId())) found.add(l.record());
        });
        if (found.isEmpty()) throw new BadInput("no run " + id + " in " + file);
        return found.get(found.size() - 1);
    }
}
