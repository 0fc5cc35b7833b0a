package io.dialectic.cli;

import io.dialectic.toolchain.RunLimits;
import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --memory} and {@code --max-output}: the limits of one run besides its time, parsed by {@link Durations}. */
final class LimitOptions {
    @Option(
            names = "--memory",
            paramLabel = "SIZE",
            defaultValue = "8g",
            converter = Durations.Size.class,
            description =
                    "Address-space limit of one run (RLIMIT_AS through prlimit), e.g. 512m, 8g; 0 = none. "
                            + "The tool is tried once under it first: a limit it cannot even start under stops the verb (default: ${DEFAULT-VALUE}).")
    long memory;

    @Option(
            names = "--max-output",
            paramLabel = "SIZE",
            defaultValue = "256k",
            converter = Durations.Size.class,
            description =
                    "Bytes of stdout and of stderr kept per run, 0..1g, e.g. 262144, 256k, 1m (default: ${DEFAULT-VALUE}).")
    long maxOutput;

    RunLimits limits(Duration timeout) {
        if (maxOutput > 1L << 30) throw new BadInput("--max-output must be at most 1g, got " + maxOutput);
        return new RunLimits(timeout, (int) maxOutput, memory);
    }
}
