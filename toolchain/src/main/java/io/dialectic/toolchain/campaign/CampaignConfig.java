package io.dialectic.toolchain.campaign;

import io.dialectic.toolchain.RunLimits;
import java.nio.file.Path;

/**
 * Everything {@code dialectic run} needs, read once at the entry point.
 *
 * @param corpus             a directory of {@code .mlir} files (recursive) or a run-record JSONL file (its programs are re-run)
 * @param tool               tool name or path ({@code mlir-opt-19})
 * @param pipelines          {@code random:N} (N random pipelines per program), a file (one pipeline a line,
 *                           items comma-separated), or pipelines literally: items comma-separated, pipelines {@code ;}-separated
 * @param seed               seed of the random pipelines
 * @param out                JSON Lines output; existing run ids in it are skipped (resume)
 * @param jobs               parallel tool processes
 * @param limits             per-run limits
 * @param allowUnregistered  always add {@code --allow-unregistered-dialect} (it is also added per program when the
 *                           corpus's {@code index.json} lists it in the program's flags)
 * @param disableThreading   add {@code --mlir-disable-threading}
 * @param rules              a user outcome-rule file tried before the built-in rules, or null
 * @param campaign           campaign name written in every record
 * @param cacheDir           where pass catalogs are cached
 * @param limit              run at most this many programs (0 = all), for samples and benchmarks
 * @param triggers           observe which passes changed the IR and which rewrite patterns were attempted and
 *                           fired ({@link io.dialectic.toolchain.triggers.TriggerObserver}); off by default
 * @param batch              programs per tool process ({@link io.dialectic.toolchain.batch.BatchRunner}): 0 automatic, 1 each alone
 * @param irBugChecks        check the runs that end in an error for invalid IR left by a pass, and the first valid run
 *                           of each pass for a printer round trip ({@link io.dialectic.toolchain.irbug.IrBugChecker});
 *                           off by default, so that a run is one run of the tool
 */
public record CampaignConfig(
        Path corpus,
        String tool,
        String pipelines,
        long seed,
        Path out,
        int jobs,
        RunLimits limits,
        boolean allowUnregistered,
        boolean disableThreading,
        Path rules,
        String campaign,
        Path cacheDir,
        int limit,
        boolean triggers,
        int batch,
        boolean irBugChecks) {
    /** Without the IR-bug checks. */
    public CampaignConfig(
            Path corpus,
            String tool,
            String pipelines,
            long seed,
            Path out,
            int jobs,
            RunLimits limits,
            boolean allowUnregistered,
            boolean disableThreading,
            Path rules,
            String campaign,
            Path cacheDir,
            int limit,
            boolean triggers,
            int batch) {
        this(
                corpus,
                tool,
                pipelines,
                seed,
                out,
                jobs,
                limits,
                allowUnregistered,
                disableThreading,
                rules,
                campaign,
                cacheDir,
                limit,
                triggers,
                batch,
                false);
    }

    public CampaignConfig(
            Path corpus,
            String tool,
            String pipelines,
            long seed,
            Path out,
            int jobs,
            RunLimits limits,
            boolean allowUnregistered,
            boolean disableThreading,
            Path rules,
            String campaign,
            Path cacheDir,
            int limit) {
        this(
                corpus,
                tool,
                pipelines,
                seed,
                out,
                jobs,
                limits,
                allowUnregistered,
                disableThreading,
                rules,
                campaign,
                cacheDir,
                limit,
                false,
                0,
                false);
    }
}
