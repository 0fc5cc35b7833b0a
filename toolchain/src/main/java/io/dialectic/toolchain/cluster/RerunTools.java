package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.RefusedInput;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.record.RunRecord;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The tool a recorded crash is rerun on (by {@link MissingTraces} and {@link FlakyCrashes}): the discovered
 * {@code mlir-opt} that stands in for the record's tool ({@link ToolDiscovery#forData}), and only when its
 * pipeline passes {@link ForeignArgs}. A refused record is said once on {@code warnings} and not rerun: it keeps
 * what was recorded.
 */
final class RerunTools {
    private final ToolDiscovery discovery;
    private final Consumer<String> warnings;
    private final Map<String, Optional<Tool>> byName = new HashMap<>();

    RerunTools(ToolDiscovery discovery, Consumer<String> warnings) {
        this.discovery = discovery;
        this.warnings = warnings;
    }

    /** The tool to rerun {@code r} on; empty when it is refused or its version is not installed. */
    Optional<Tool> of(RunRecord r) {
        String source = "run " + r.runId();
        try {
            ForeignArgs.check(source, r.pipeline(), List.of());
            return byName.computeIfAbsent(
                    r.tool() + "\u0000" + r.toolVersion(), k -> discovery.forData(source, r.tool(), r.toolVersion()));
        } catch (RefusedInput e) {
            warnings.accept(e.getMessage() + "; not rerun");
            return Optional.empty();
        }
    }
}
