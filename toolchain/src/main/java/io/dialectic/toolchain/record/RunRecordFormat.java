package io.dialectic.toolchain.record;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * An output format for run records other than JSON Lines (Parquet), provided by a module that may
 * depend on heavy libraries (analytics, Spark): the toolchain writes JSON Lines and converts through
 * this interface. Providers register in
 * {@code META-INF/services/io.dialectic.toolchain.record.RunRecordFormat}.
 */
public interface RunRecordFormat {
    /** The name used on command lines ({@code parquet}). */
    String name();

    /** Converts a run-record JSON Lines file into {@code out} (written atomically). */
    void convert(Path jsonl, Path out) throws IOException;

    /** The provider of {@code name} on the class path, if any. */
    static Optional<RunRecordFormat> find(String name) {
        for (RunRecordFormat f : ServiceLoader.load(RunRecordFormat.class))
            if (f.name().equals(name)) return Optional.of(f);
        return Optional.empty();
    }
}
