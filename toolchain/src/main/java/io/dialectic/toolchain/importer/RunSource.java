package io.dialectic.toolchain.importer;

import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Turns one kind of on-disk fuzzer output into run records. A broken entry becomes a record with
 * {@code error} set; only an unreadable top-level path throws.
 */
public interface RunSource {
    /** True when this importer understands {@code path}. */
    boolean accepts(Path path);

    void read(Path path, Consumer<RunRecord> sink) throws IOException;
}
