package io.dialectic.toolchain.campaign;

import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.passes.PassCatalog;
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
    /**
     * A config of a campaign of {@code pipelines} on {@code corpus} with {@code tool}, written to {@code out}; the rest
     * as {@code dialectic run} has it by default (seed 1, one job, default limits, the default cache, all programs, no
     * trigger observation, automatic batches, no IR-bug checks) until a setter says otherwise.
     */
    public static Builder builder(Path corpus, String tool, String pipelines, Path out) {
        return new Builder(corpus, tool, pipelines, out);
    }

    /** The defaults of {@link #builder}, each one changed by its setter. */
    public static final class Builder {
        private final Path corpus;
        private final String tool;
        private final String pipelines;
        private final Path out;
        private long seed = 1;
        private int jobs = 1;
        private RunLimits limits = RunLimits.defaults();
        private boolean allowUnregistered;
        private boolean disableThreading;
        private Path rules;
        private String campaign;
        private Path cacheDir = PassCatalog.defaultCacheDir();
        private int limit;
        private boolean triggers;
        private int batch;
        private boolean irBugChecks;

        private Builder(Path corpus, String tool, String pipelines, Path out) {
            this.corpus = corpus;
            this.tool = tool;
            this.pipelines = pipelines;
            this.out = out;
        }

        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        public Builder jobs(int jobs) {
            this.jobs = jobs;
            return this;
        }

        public Builder limits(RunLimits limits) {
            this.limits = limits;
            return this;
        }

        public Builder allowUnregistered(boolean allowUnregistered) {
            this.allowUnregistered = allowUnregistered;
            return this;
        }

        public Builder disableThreading(boolean disableThreading) {
            this.disableThreading = disableThreading;
            return this;
        }

        public Builder rules(Path rules) {
            this.rules = rules;
            return this;
        }

        public Builder campaign(String campaign) {
            this.campaign = campaign;
            return this;
        }

        public Builder cacheDir(Path cacheDir) {
            this.cacheDir = cacheDir;
            return this;
        }

        public Builder limit(int limit) {
            this.limit = limit;
            return this;
        }

        public Builder triggers(boolean triggers) {
            this.triggers = triggers;
            return this;
        }

        public Builder batch(int batch) {
            this.batch = batch;
            return this;
        }

        public Builder irBugChecks(boolean irBugChecks) {
            this.irBugChecks = irBugChecks;
            return this;
        }

        public CampaignConfig build() {
            return new CampaignConfig(
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
                    irBugChecks);
        }
    }
}
