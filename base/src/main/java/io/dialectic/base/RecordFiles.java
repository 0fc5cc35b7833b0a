package io.dialectic.base;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Which files hold run records as JSON Lines: {@code .jsonl} and {@code .ndjson}, each also gzip-compressed
 * ({@code .jsonl.gz}, as the bundled sample is). Every reader of run-record files asks here.
 */
public final class RecordFiles {
    /** The endings of a JSON Lines run-record file. */
    public static final List<String> ENDINGS = List.of(".jsonl", ".jsonl.gz", ".ndjson", ".ndjson.gz");

    private RecordFiles() {}

    /** Whether a file of this name holds JSON Lines run records. */
    public static boolean isRecordFileName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        for (String e : ENDINGS) if (n.endsWith(e)) return true;
        return false;
    }

    /** Whether {@code p} is a regular file of run records. */
    public static boolean isRecordFile(Path p) {
        return p.getFileName() != null && isRecordFileName(p.getFileName().toString()) && Files.isRegularFile(p);
    }

    /** Whether {@code p} is gzip-compressed by its name. */
    public static boolean isGzip(Path p) {
        return p.getFileName() != null
                && p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gz");
    }
}
