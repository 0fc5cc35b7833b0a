package io.dialectic.toolchain.importer;

import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * One reading of several inputs: a path given twice (or two spellings of one file) is read once
 * and reported; a record whose run id an earlier record already has is not collapsed into it but
 * becomes an error record {@code ID#dupN} saying where both came from (counted as no run).
 */
final class UniqueRuns {
    private final Consumer<String> warnings;
    private final Set<Path> read = new HashSet<>();
    private final Map<String, String> firstSeen = new HashMap<>();

    UniqueRuns(Consumer<String> warnings) {
        this.warnings = warnings;
    }

    /** True the first time {@code p} (as a real path) is met; a repeat is reported to the warnings. */
    boolean firstTime(Path p) {
        if (read.add(identity(p))) return true;
        warnings.accept(p + ": given more than once, read once");
        return false;
    }

    /** {@code r} itself, or the error record standing for a duplicate of its run id. */
    RunRecord of(RunRecord r, Path from) {
        String id = r.runId();
        String where = from.toString();
        if (id == null) return r;
        String first = firstSeen.putIfAbsent(id, where);
        if (first == null) return r;
        int k = 2;
        while (firstSeen.containsKey(id + "#dup" + k)) k++;
        String dup = id + "#dup" + k;
        firstSeen.put(dup, where);
        return RunRecord.unreadable(
                dup,
                r.programPath(),
                "duplicate run_id '" + id + "' (first read from " + first + ", again from " + where
                        + "): this record is not counted");
    }

    private static Path identity(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }
}
