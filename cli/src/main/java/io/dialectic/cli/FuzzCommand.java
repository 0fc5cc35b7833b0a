package io.dialectic.cli;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzTactics;
import io.dialectic.fuzzer.campaign.CampaignDirectory;
import io.dialectic.fuzzer.guidance.GuidanceSignal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dialectic fuzz}: a thin skin over {@link io.dialectic.fuzzer.campaign.Fuzzer#run}. */
@Command(
        name = "fuzz",
        mixinStandardHelpOptions = true,
        description = {
            "Re-fuzz from chosen seeds, MLIRod-style (ISSTA'24): mutate programs on their operation dependency graph",
            "(R1 insert an op from a donor, R2 delete an op, R3 re-bind operands, R4 move an op out of its region),",
            "run each mutant through a random pipeline of 1..k passes on the real tool, keep mutants and pass outputs",
            "that add OD patterns (d=2). Run records go to OUT/runs.jsonl as they happen (readable by 'dialectic analyze'),",
            "crashes to OUT/crashes/cases/<run id>/ in the layout of ../shared/crashes. Ctrl-C or kill loses at most the",
            "runs in flight; --resume continues the same candidate sequence. Same --seed, seeds and tool: same mutants.",
            "With --oracle differential: UB-free generated programs and their mutants are compiled and JIT-run, and their output",
            "judged against Dialectic's reference interpreter (miscompile, ub, crash records; see --oracle).",
            "Example: dialectic fuzz --seeds ../shared/corpora/mlir-testsuite/generic --tool mlir-opt-19 --budget 10m --out camp1",
            "Example: dialectic fuzz --oracle differential --tool mlir-opt-19 --budget 10m --out miscomp1"
        })
public final class FuzzCommand implements Callable<Integer> {
    @Option(
            names = "--seeds",
            arity = "1..*",
            paramLabel = "SEED",
            description = {
                "Seed programs: .mlir files (split at '// -----'), directories (all *.mlir below; the shared test-suite",
                "root gives its generic/ programs with their index flags), or runs:PATH:ID1,ID2 for the programs of",
                "those run ids: PATH is a .jsonl(.gz) file of run records, a campaign directory, or the --out directory",
                "of 'dialectic analyze' (its csv/runs.csv says where each run's record or crash case is).",
                "Not needed with --resume."
            })
    List<String> seeds = List.of();

    @Mixin
    ToolOptions tool;

    @Option(
            names = "--budget",
            paramLabel = "BUDGET",
            description = {
                "When to stop: a positive run count (20000) or time (90s, 10m, 2h), counted over the whole campaign",
                "(default: 10m; with --resume, the campaign's own budget). 0 or negative is refused: there is no unlimited budget.",
                "Seed preparation does not count: the clock starts after the seeds are read and the custom-form ones printed in",
                "generic form by the tool (batched, and cached by content in ~/.cache/dialectic/prepared-seeds-v1 for later campaigns)."
            })
    String budget;

    @Mixin
    FuzzRunOptions run;

    @Mixin
    BatchOption batch;

    @Option(
            names = "--passes",
            paramLabel = "K",
            defaultValue = "3",
            description = "Each run gets a random pipeline of 1..K passes (default: ${DEFAULT-VALUE}).")
    int passes;

    @Option(
            names = "--d",
            paramLabel = "D",
            defaultValue = "2",
            description = "Depth d of the OD patterns that decide pool admission, 0..3 (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(
            names = "--max-seeds",
            paramLabel = "N",
            defaultValue = "0",
            description = "Use a sample of N seeds drawn with --seed (default: all).")
    int maxSeeds;

    @Option(
            names = "--max-seed-lines",
            paramLabel = "N",
            defaultValue = "0",
            description = "Skip seed programs longer than N lines (default: no limit).")
    int maxSeedLines;

    @Option(
            names = "--out",
            required = true,
            paramLabel = "CAMPAIGN",
            description =
                    "The campaign directory: new or empty (or, with --resume, a campaign); never a folder of other files, nor a seed or a folder holding one.")
    Path out;

    @Option(
            names = "--resume",
            description =
                    "Continue the campaign in --out with its recorded settings (seed, seeds, tool, passes, budget); a --budget given here replaces the recorded one and counts all its runs and time.")
    boolean resume;

    @Option(
            names = "--triggers",
            negatable = true,
            defaultValue = "true",
            fallbackValue = "true",
            description = {
                "Record each run's optimization triggers: passes_changed, patterns_attempted, patterns_fired (on by default;",
                "--no-triggers saves the action log's ~16%% and the pattern confirmation runs)."
            })
    boolean triggers;

    @Option(
            names = "--pass-outputs",
            description = {
                "With triggers observed, run each valid mutant whose pipeline changed it once more, plainly, so that the",
                "program the pipeline printed can join the pool (MLIRod's pass outputs; off by default: it costs about",
                "half the campaign's runs). Without trigger observation every run prints its output, which may join."
            })
    boolean passOutputs;

    @Option(
            names = "--ir-bug-checks",
            negatable = true,
            defaultValue = "true",
            fallbackValue = "true",
            description = {
                "Check every run that ends in an error for invalid IR left by a pass (the run again with",
                "--verify-each=false, its output parsed plainly; the first bad pass found by pipeline prefixes once per new",
                "key), and the first valid run of each op and pass for a printer round trip (on by default)."
            })
    boolean irBugChecks;

    @Option(
            names = "--guidance",
            paramLabel = "SIGNAL",
            defaultValue = "od",
            description = {
                "What admits a valid mutant to the pool: od (new OD patterns, MLIRod), triggers (a pass that changed the IR or",
                "a rewrite pattern attempted, new to the campaign; WhiteFox), or both (default: ${DEFAULT-VALUE})."
            })
    String guidance;

    @Option(names = "--quiet", description = "No live stats line.")
    boolean quiet;

    @Mixin
    DifferentialFuzzOptions differential;

    @Override
    public Integer call() throws Exception {
        if (differential.differential(resume, out)) return differentialCampaign();
        if (seeds.isEmpty() && !resume)
            throw new BadInput("give --seeds (files, directories or runs:PATH:IDS), or --resume an existing campaign");
        if (resume && seeds.isEmpty() && !Files.isRegularFile(out.resolve(CampaignDirectory.MANIFEST))) {
            throw new BadInput("no campaign to resume in " + out + " (it has no " + CampaignDirectory.MANIFEST
                    + "); give --seeds to start one");
        }
        for (String s : seeds)
            BadInput.existing(seedPath(s)); // a mistyped seed path is said at once, before the tool is run
        run.check();
        if (passes < 1) throw new BadInput("--passes must be 1 or more, got " + passes);
        if (depth < 0 || depth > 3) throw new BadInput("--d must be 0..3, got " + depth);
        GuidanceSignal signal;
        try {
            signal = GuidanceSignal.parse(guidance);
        } catch (IllegalArgumentException e) {
            throw new BadInput(e.getMessage());
        }
        if (signal.usesTriggers() && !triggers)
            throw new BadInput("--guidance " + guidance + " needs trigger observation: drop --no-triggers");
        FuzzConfig config = new FuzzConfig(
                seeds,
                tool.name(null),
                budget == null ? null : FuzzBudget.parse(budget),
                run.jobs,
                run.seed,
                passes,
                out,
                resume,
                depth,
                FuzzConfig.DEFAULT_WINDOW,
                tool.timeout,
                maxSeeds,
                maxSeedLines,
                null,
                triggers,
                signal,
                batch.size(),
                FuzzTactics.DEFAULT.withPassOutputs(passOutputs).withIrBugChecks(irBugChecks));
        AtomicBoolean stop = new AtomicBoolean();
        Thread hook = new Thread(() -> stop.set(true));
        Runtime.getRuntime().addShutdownHook(hook);
        InterruptNotice.kept(
                "fuzz",
                () -> "the finished runs are in " + out.resolve("runs.jsonl") + "; `dialectic fuzz --out " + out
                        + " --resume` continues the campaign with its settings and budget");
        LiveCampaign.run(config, !quiet, stop::get);
        return 0;
    }

    /** {@code --oracle differential}: generated programs, no seeds; the same folder, budget, resume and interruption rules. */
    private Integer differentialCampaign() throws Exception {
        if (!seeds.isEmpty()) throw new BadInput("--oracle differential generates its programs: drop --seeds");
        run.check();
        AtomicBoolean stop = new AtomicBoolean();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop.set(true)));
        InterruptNotice.kept(
                "fuzz",
                () -> "the finished runs are in " + out.resolve("runs.jsonl") + "; `dialectic fuzz --out " + out
                        + " --resume` continues the campaign with its settings and budget");
        differential.run(out, tool.name(null), budget, run, batch, resume, !quiet, irBugChecks, stop::get);
        return 0;
    }

    /** The file or folder a seed specification reads: PATH, or the PATH of runs:PATH:IDS. */
    static Path seedPath(String spec) {
        if (!spec.startsWith("runs:")) return Path.of(spec);
        String rest = spec.substring("runs:".length());
        int colon = rest.lastIndexOf(':');
        return Path.of(colon > 0 ? rest.substring(0, colon) : rest);
    }
}
