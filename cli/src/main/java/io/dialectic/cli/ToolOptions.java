package io.dialectic.cli;

import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * {@code --tool} and {@code --timeout}: the compiler under test and the time limit of one run, with the
 * same words, defaults and parser ({@link Durations}) in every verb that runs it; {@link LimitOptions}
 * adds the memory and output limits where the verb applies them.
 */
final class ToolOptions {
    static final String DEFAULT_TOOL = "mlir-opt-19";

    @Option(
            names = "--tool",
            paramLabel = "TOOL",
            description =
                    "The compiler under test: a name on PATH or a path to the binary (default: where the verb reads a crash case or record, the "
                            + "mlir-opt-NN on PATH of the version it names, never a binary it names; else "
                            + DEFAULT_TOOL + ").")
    String tool;

    @Option(
            names = "--timeout",
            paramLabel = "TIME",
            defaultValue = "10s",
            converter = Durations.Time.class,
            description =
                    "Time limit of one run, e.g. 500ms, 10s, 2m, 1h; at expiry the tool's whole process tree is killed (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    /** The tool asked for, else {@code fallback} (a case's own tool), else {@value #DEFAULT_TOOL}. */
    String name(String fallback) {
        return tool != null ? tool : fallback != null && !fallback.isBlank() ? fallback : DEFAULT_TOOL;
    }

    /**
     * The tool asked for with {@code --tool}, else the discovered tool that stands in for the one {@code source}
     * (a case, a record) names ({@link ToolDiscovery#forData}: data never chooses a binary), else
     * {@value #DEFAULT_TOOL}; {@link BadInput} with the one "tool not found" message when it is not installed.
     */
    Tool forData(ToolDiscovery discovery, String source, String named, String versionHint) {
        if (tool != null) return find(discovery, null);
        String standIn = ToolDiscovery.standInName(named, versionHint);
        if (standIn == null && (named == null || named.isBlank())) return find(discovery, null);
        return discovery
                .forData(source, named, versionHint)
                .orElseThrow(() -> new BadInput(discovery.notFound(standIn) + " (" + source + " names " + named
                        + (versionHint == null ? "" : " " + versionHint) + "; --tool chooses another)"));
    }

    /** The tool, or {@link BadInput} with the one "tool not found" message. */
    Tool find(ToolDiscovery discovery, String fallback) {
        return installed(discovery, name(fallback));
    }

    /** The tool named {@code name} (a verb's own {@code --tool}), or {@link BadInput} with the one "tool not found" message. */
    static Tool installed(ToolDiscovery discovery, String name) {
        return discovery.find(name).orElseThrow(() -> new BadInput(discovery.notFound(name)));
    }
}
