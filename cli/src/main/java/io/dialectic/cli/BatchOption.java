package io.dialectic.cli;

import io.dialectic.toolchain.batch.BatchRunner;
import picocli.CommandLine.Option;

/** {@code --batch N}: programs per tool process, shared by every verb that runs the compiler on many programs. */
final class BatchOption {
    @Option(
            names = "--batch",
            paramLabel = "N",
            defaultValue = "auto",
            description = {
                "Programs per mlir-opt process (--split-input-file), each recorded as its lone run would be: a program that",
                "crashes or times out is rerun alone and its record is that run. 'auto' (default) chooses ("
                        + BatchRunner.AUTO_SIZE_TEXT + "),",
                "1 runs every program in its own process (the old behaviour). With --oracle differential: programs compiled and run",
                "as one module per cell (auto: 50)."
            })
    String batch;

    /** 0 for automatic. */
    int size() {
        if (batch.equals("auto")) return BatchRunner.AUTO;
        try {
            int n = Integer.parseInt(batch);
            if (n >= 1 && n <= 10_000) return n;
        } catch (NumberFormatException e) {
            // below
        }
        throw new BadInput("--batch must be auto or 1..10000, got " + batch);
    }
}
