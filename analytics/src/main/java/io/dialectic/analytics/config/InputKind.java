package io.dialectic.analytics.config;

/** The shapes of input {@code dialectic analyze} reads; each has one {@link io.dialectic.analytics.source.RecordSource}. */
public enum InputKind {
    /** Run records as JSON Lines ({@code .jsonl}, {@code .jsonl.gz}), a file or a directory of them. */
    JSONL,
    /** Run records as Parquet (a file or a Spark output directory), e.g. a previous analysis' runs table. */
    PARQUET,
    /** Crash-case directories ({@code <id>/input.mlir, cmd.txt, stderr.txt, exit_code.txt...}), or a folder of them. */
    CASE_DIRS,
    /** Plain {@code .mlir} programs never run: static metrics only. */
    MLIR_FILES,
    /** The path does not exist: becomes one row of the errors table. */
    MISSING
}
