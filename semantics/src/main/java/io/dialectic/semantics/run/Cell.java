package io.dialectic.semantics.run;

import io.dialectic.toolchain.PassPipeline;

/**
 * One column of the execution matrix: a tool version, a pipeline (presets in {@link JitPipelines}), and the
 * runner's own code-generation level ({@code -O0}..{@code -O3}; null for the
 * runner's default).
 */
public record Cell(ToolVersion tool, PassPipeline pipeline, String jitLevel) {
    public Cell(ToolVersion tool, PassPipeline pipeline) {
        this(tool, pipeline, null);
    }

    public String label() {
        return tool.optBinary + " " + pipeline.name() + (jitLevel == null ? "" : " " + jitLevel);
    }
}
