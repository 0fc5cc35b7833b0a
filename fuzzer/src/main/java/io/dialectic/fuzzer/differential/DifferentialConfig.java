package io.dialectic.fuzzer.differential;

import io.dialectic.fuzzer.FuzzBudget;
import java.nio.file.Path;
import java.util.List;

/**
 * A campaign of {@code fuzz --oracle differential}: where, with which compiler, the matrix of pipelines each
 * program goes through (semantics {@code JitPipelines.parse} words: {@code O0}, {@code OPT}, {@code RATTE}, pass items or flags),
 * programs per batch, the share of mutants, the budget (a program count or a time), and whether the compile runs get
 * the IR-bug checks (on by default, as in the crash oracle; a caller's choice, like {@code jobs}, not the campaign's).
 */
public record DifferentialConfig(
        Path out,
        String tool,
        FuzzBudget budget,
        long seed,
        List<String> pipelines,
        int batchSize,
        int mutantPercent,
        int jobs,
        boolean resume,
        String campaign,
        boolean irBugChecks) {
    /**
     * The matrix of {@code fuzz --oracle differential} by default: lowering only, the OPT preset, two passes alone, and
     * the AFFINE and LINALG presets (loop, linalg and buffer optimizations for the memory programs).
     */
    public static final List<String> DEFAULT_PIPELINES =
            List.of("O0", "OPT", "--canonicalize", "--int-range-optimizations", "AFFINE", "LINALG");

    public static final int DEFAULT_BATCH = 50;
    public static final int DEFAULT_MUTANTS = 50;

    public DifferentialConfig {
        pipelines = List.copyOf(pipelines);
        if (budget == null && !resume) budget = FuzzBudget.DEFAULT;
        if (pipelines.isEmpty()) throw new IllegalArgumentException("no pipelines");
        if (batchSize < 1) throw new IllegalArgumentException("batch must be >= 1");
        if (mutantPercent < 0 || mutantPercent > 100)
            throw new IllegalArgumentException("mutants must be 0..100 percent");
        if (jobs < 1) throw new IllegalArgumentException("jobs must be >= 1");
        if (campaign == null || campaign.isBlank())
            campaign = out.toAbsolutePath().normalize().getFileName().toString();
    }
}
