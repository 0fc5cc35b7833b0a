package io.dialectic.cli;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.guidance.GuidanceSignal;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dialectic fuzz}: a thin skin over {@link io.dialectic.fuzzer.Fuzzer#run}. */
@Command(name = "fuzz",
        mixinStandardHelpOptions = true,
        description = {
                "Re-fuzz from chosen seeds, MLIRod-style (ISSTA'24): mutate programs on their operation dependency graph",
                "(R1 insert an op from a donor, R2 delete an op, R3 re-bind operands, R4 move an op out of its region),",
                "run each mutant through a random pipeline of 1..k passes on the real tool, keep mutants and pass outputs",
                "that add OD patterns (d=2). Run records go to OUT/runs.jsonl as they happen (readable by 'dialectic analyze'),",
                "crashes to OUT/crashes/cases/<run id>/ in the layout of ../shared/crashes. Ctrl-C or kill loses at most the",
                "runs in flight; --resume continues the same candidate sequence. Same --seed, seeds and tool: same mutants.",
                "Example: dialectic fuzz --seeds ../shared/corpora/mlir-testsuite/generic --tool mlir-opt-19 --budget 10m --out camp1"})
public final class FuzzCommand implements Callable<Integer> {
    @Option(names = "--seeds", arity = "1..*", paramLabel = "SEED",
            description = {"Seed programs: .mlir files (split at '// -----'), directories (all *.mlir below; the shared test-suite",
                    "root gives its generic/ programs with their index flags), or runs:PATH:ID1,ID2 for the programs of",
                    "those run ids: PATH is a .jsonl(.gz) file of run records, a campaign directory, or the --out directory",
                    "of 'dialectic analyze' (its csv/runs.csv says where each run's record or crash case is).",
                    "Not needed with --resume."})
    List<String> seeds = List.of();

    @Option(names = "--tool", paramLabel = "TOOL", defaultValue = "mlir-opt-19",
            description = "The compiler under test, a name on PATH or a path (default: ${DEFAULT-VALUE}).")
    String tool;

    @Option(names = "--budget", paramLabel = "BUDGET", defaultValue = "10m",
            description = "When to stop: a run count (20000) or a time (90s, 10m, 2h) (default: ${DEFAULT-VALUE}).")
    String budget;

    @Mixin
    FuzzRunOptions run;

    @Option(names = "--passes", paramLabel = "K", defaultValue = "3", description = "Each run gets a random pipeline of 1..K passes (default: ${DEFAULT-VALUE}).")
    int passes;

    @Option(names = "--d", paramLabel = "D", defaultValue = "2", description = "Depth d of the OD patterns that decide pool admission, 0..3 (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--timeout", paramLabel = "TIME", defaultValue = "10s", description = "Time limit of one run (default: ${DEFAULT-VALUE}).")
    String timeout;

    @Option(names = "--max-seeds", paramLabel = "N", defaultValue = "0", description = "Use a sample of N seeds drawn with --seed (default: all).")
    int maxSeeds;

    @Option(names = "--max-seed-lines", paramLabel = "N", defaultValue = "0", description = "Skip seed programs longer than N lines (default: no limit).")
    int maxSeedLines;

    @Option(names = "--out", required = true, paramLabel = "CAMPAIGN", description = "The campaign directory (created; must not hold a campaign unless --resume).")
    Path out;

    @Option(names = "--resume", description = "Continue the campaign in --out with its recorded settings (seed, seeds, tool, passes); --budget counts all its runs.")
    boolean resume;

    @Option(names = "--triggers", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = {"Record each run's optimization triggers: passes_changed, patterns_attempted, patterns_fired (on by default;",
                    "--no-triggers saves the action log's ~16% and the pattern confirmation runs)."})
    boolean triggers;

    @Option(names = "--guidance", paramLabel = "SIGNAL", defaultValue = "od",
            description = {"What admits a valid mutant to the pool: od (new OD patterns, MLIRod), triggers (a pass that changed the IR or",
                    "a rewrite pattern attempted, new to the campaign; WhiteFox), or both (default: ${DEFAULT-VALUE})."})
    String guidance;

    @Option(names = "--quiet", description = "No live stats line.")
    boolean quiet;

    @Override
    public Integer call() throws Exception {
        if (seeds.isEmpty() && !resume) {
            System.err.println("fuzz: give --seeds (files, directories or runs:PATH:IDS), or --resume an existing campaign");
            return 2;
        }
        FuzzConfig config = new FuzzConfig(seeds, tool, FuzzBudget.parse(budget), run.jobs, run.seed, passes, out, resume, depth,
                FuzzConfig.DEFAULT_WINDOW, Durations.parse(timeout), maxSeeds, maxSeedLines, null, triggers, GuidanceSignal.parse(guidance));
        AtomicBoolean stop = new AtomicBoolean();
        Thread hook = new Thread(() -> stop.set(true));
        Runtime.getRuntime().addShutdownHook(hook);
        LiveCampaign.run(config, !quiet, stop::get);
        return 0;
    }
}
