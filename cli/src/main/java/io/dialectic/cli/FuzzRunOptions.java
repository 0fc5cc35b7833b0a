package io.dialectic.cli;

import picocli.CommandLine.Option;

/** {@code --jobs} and {@code --seed} of a fuzz campaign: the same words and defaults in {@code fuzz} and {@code bench fuzz}. */
final class FuzzRunOptions {
    @Option(
            names = "--jobs",
            paramLabel = "N",
            defaultValue = "2",
            description = "Tool processes at once, 1.." + RunCommand.MAX_JOBS + " (default: ${DEFAULT-VALUE}).")
    int jobs;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "Generator seed (default: ${DEFAULT-VALUE}).")
    long seed;

    void check() {
        if (jobs < 1 || jobs > RunCommand.MAX_JOBS)
            throw new BadInput("--jobs must be 1.." + RunCommand.MAX_JOBS + ", got " + jobs);
    }
}
