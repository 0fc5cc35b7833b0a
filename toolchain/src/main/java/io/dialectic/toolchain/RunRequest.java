package io.dialectic.toolchain;

import java.util.ArrayList;
import java.util.List;

/**
 * One program through one pipeline on one tool.
 *
 * @param pipeline  pipeline items, see {@link PassPipeline}: {@code cse}, {@code canonicalize{max-iterations=1}},
 *                  {@code func.func:PASS}
 * @param extraArgs further arguments passed verbatim (each one argv element, never split or interpreted)
 */
public record RunRequest(
        Tool tool, String programText, List<String> pipeline, RunLimits limits, List<String> extraArgs) {
    /** Makes the tool single-threaded so crashes in function passes are deterministic. */
    public static final String DISABLE_THREADING = "--mlir-disable-threading";
    /** Lets programs with ops of unknown dialects parse. */
    public static final String ALLOW_UNREGISTERED = "--allow-unregistered-dialect";

    public RunRequest {
        pipeline = pipeline == null ? List.of() : List.copyOf(pipeline);
        extraArgs = extraArgs == null ? List.of() : List.copyOf(extraArgs);
        limits = limits == null ? RunLimits.defaults() : limits;
        programText = programText == null ? "" : programText;
    }

    public RunRequest(Tool tool, String programText, List<String> pipeline) {
        this(tool, programText, pipeline, RunLimits.defaults(), List.of());
    }

    /** This request with one more argument appended (unless already present). */
    public RunRequest withArg(String arg) {
        if (extraArgs.contains(arg)) return this;
        List<String> a = new ArrayList<>(extraArgs);
        a.add(arg);
        return new RunRequest(tool, programText, pipeline, limits, a);
    }
}
