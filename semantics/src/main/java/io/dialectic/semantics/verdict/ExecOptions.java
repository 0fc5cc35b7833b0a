package io.dialectic.semantics.verdict;

import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.toolchain.PassPipeline;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a differential execution runs: the matrix of cells (tool version x
 * pipeline x JIT level), the interpreter's limits, the tools' timeouts, and
 * whether a miscompile is attributed to a pass.
 */
public record ExecOptions(List<Cell> cells, Limits limits, JitExecutor.Timeouts timeouts, boolean attribute) {
    public ExecOptions {
        cells = List.copyOf(cells);
    }

    /** Every version x every pipeline, at the runner's default JIT level. */
    public static List<Cell> matrix(List<ToolVersion> versions, List<PassPipeline> pipelines) {
        List<Cell> out = new ArrayList<>();
        for (ToolVersion v : versions) for (PassPipeline p : pipelines) out.add(new Cell(v, p));
        return out;
    }

    /**
     * The matrix from command-line words: versions ({@code 19}, {@code 22}),
     * pipelines ({@code O0}, {@code OPT}, {@code RATTE} or pass flags), runner
     * JIT levels ({@code -O0}..{@code -O3}; empty for the runner's default).
     */
    public static ExecOptions parse(
            List<String> versions, List<String> pipelines, List<String> jitLevels, boolean attribute) {
        List<Cell> cells = new ArrayList<>();
        List<String> levels = jitLevels.isEmpty() ? Collections.singletonList(null) : jitLevels;
        for (String v : versions) {
            for (String p : pipelines) {
                for (String l : levels) cells.add(new Cell(ToolVersion.parse(v), JitPipelines.parse(p), l));
            }
        }
        return new ExecOptions(cells, Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, attribute);
    }

    /** 19 and 22, each with O0 and OPT; attribution on. */
    public static ExecOptions defaults() {
        return new ExecOptions(
                matrix(List.of(ToolVersion.values()), List.of(JitPipelines.O0, JitPipelines.OPT)),
                Limits.DEFAULT,
                JitExecutor.Timeouts.DEFAULT,
                true);
    }
}
