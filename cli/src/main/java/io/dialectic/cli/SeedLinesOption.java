package io.dialectic.cli;

import picocli.CommandLine.Option;

/** {@code --max-seed-lines} of the fuzz benchmarks: one default for both, so that they measure the same seeds. */
final class SeedLinesOption {
    @Option(
            names = "--max-seed-lines",
            paramLabel = "N",
            defaultValue = "200",
            description = "Skip seeds longer than N lines; 0 = none skipped (default: ${DEFAULT-VALUE}).")
    int maxSeedLines;
}
