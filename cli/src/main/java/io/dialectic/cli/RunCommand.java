package io.dialectic.cli;

import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.campaign.CampaignConfig;
import io.dialectic.toolchain.campaign.CampaignRunner;
import io.dialectic.toolchain.passes.PassCatalog;
import io.dialectic.toolchain.record.RunRecordFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic run}: a thin skin over {@link CampaignRunner}. */
@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        description = {
            "Run every program of a corpus through pass pipelines on a real mlir-opt and write one run record per run",
            "(outcome and crash key included). Resumable: run ids already in --out are skipped.",
            "Example: dialectic run ../shared/corpora/mlir-testsuite/custom --tool mlir-opt-19 --pipelines random:3 --seed 1 --out runs.jsonl"
        })
public final class RunCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            paramLabel = "CORPUS",
            description =
                    "Directory of .mlir files (searched recursively) or a run-record .jsonl file whose programs are re-run.")
    Path corpus;

    @Mixin
    ToolOptions tool;

    @Mixin
    LimitOptions limits;

    @Option(
            names = "--pipelines",
            paramLabel = "SPEC",
            defaultValue = "random:3",
            description =
                    "random:N (N random pipelines per program, function passes nested under func.func), "
                            + "a FILE with one pipeline a line, or pipelines inline: items comma-separated, pipelines ';'-separated, e.g. \"cse,func.func:canonicalize;inline\" (default: ${DEFAULT-VALUE}).")
    String pipelines;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "Seed of the random pipelines (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--out",
            paramLabel = "OUT.jsonl",
            required = true,
            description = "Output run records (JSON Lines); appended to and resumed from.")
    Path out;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "jsonl",
            description =
                    "jsonl (default), or a format whose converter is on the class path "
                            + "(parquet, from the analytics module): records are then appended to OUT.jsonl and converted to OUT at the end.")
    String format;

    /** More tool processes than this only thrash (each mlir-opt may take gigabytes). */
    static final int MAX_JOBS = 256;

    @Option(
            names = "--jobs",
            paramLabel = "N",
            description = "Parallel tool processes, 1.." + MAX_JOBS + " (default: number of cores).")
    Integer jobs;

    @Option(
            names = "--allow-unregistered-dialect",
            description =
                    "Pass --allow-unregistered-dialect to every run (it is added anyway for programs the corpus index.json flags).")
    boolean allowUnregistered;

    @Option(
            names = "--mlir-disable-threading",
            description = "Pass --mlir-disable-threading (deterministic crashes in function passes).")
    boolean disableThreading;

    @Option(
            names = "--rules",
            paramLabel = "FILE",
            description = "Outcome rule file (TSV: category, stream, regex, comment) tried before the built-in rules.")
    Path rules;

    @Option(
            names = "--campaign",
            paramLabel = "NAME",
            defaultValue = "run",
            description = "Campaign name written in each record (default: ${DEFAULT-VALUE}).")
    String campaign;

    @Option(
            names = "--limit",
            paramLabel = "N",
            defaultValue = "0",
            description = "Run only the first N programs (0 = all).")
    int limit;

    @Option(
            names = "--cache-dir",
            paramLabel = "DIR",
            description = "Where pass catalogs are cached (default: ~/.cache/dialectic).")
    Path cacheDir;

    @Option(
            names = "--triggers",
            description =
                    "Also record what the compiler did (optimization triggers, WhiteFox): passes_changed (passes that changed "
                            + "the IR), patterns_attempted (rewrite patterns tried, with counts) and patterns_fired (canonicalize patterns confirmed by two extra "
                            + "runs, the first time each is seen). Costs the action log (about +16%%) plus the confirmations.")
    boolean triggers;

    @Option(
            names = "--ir-bug-checks",
            description =
                    "Also check each run that ends in an error for invalid IR left by a pass (rerun with --verify-each=false, its output parsed plainly; the first bad pass by pipeline prefixes), and the first valid run of each pass for a printer round trip: ir_bug_* fields of the record. Off by default: a run is then one run of the tool.")
    boolean irBugChecks;

    @Option(
            names = "--plan",
            paramLabel = "FILE",
            description =
                    "Do not run: write the planned runs to this file, one a line, tab-separated: program path, then each tool argument (used by bench/run-throughput.sh).")
    Path plan;

    @Mixin
    BatchOption batch;

    @Mixin
    Streams io;

    @Override
    public Integer call() throws Exception {
        BadInput.existing(corpus);
        if (jobs != null && (jobs < 1 || jobs > MAX_JOBS))
            throw new BadInput("--jobs must be 1.." + MAX_JOBS + ", got " + jobs);
        if (limit < 0) throw new BadInput("--limit must be 0 (all) or more, got " + limit);
        Optional<RunRecordFormat> converter = Optional.empty();
        if (!format.equals("jsonl")) {
            converter = RunRecordFormat.find(format);
            if (converter.isEmpty()) {
                throw new BadInput(
                        "no provider of --format " + format
                                + " on the class path (the toolchain writes JSON Lines only and "
                                + "does not depend on Spark; a module implementing its RunRecordFormat adds it). Use --format jsonl.");
            }
        }
        RunLimits limits = this.limits.limits(tool.timeout);
        // Another format: the campaign appends to OUT.jsonl (resumable), which is converted to OUT at the end.
        Path records = converter.isPresent() ? out.resolveSibling(out.getFileName() + ".jsonl") : out;
        CampaignConfig cfg = CampaignConfig.builder(corpus, tool.name(null), pipelines, records)
                .seed(seed)
                .jobs(jobs != null ? jobs : Runtime.getRuntime().availableProcessors())
                .limits(limits)
                .allowUnregistered(allowUnregistered)
                .disableThreading(disableThreading)
                .rules(rules)
                .campaign(campaign)
                .cacheDir(cacheDir != null ? cacheDir : PassCatalog.defaultCacheDir())
                .limit(limit)
                .triggers(triggers)
                .batch(batch.size())
                .irBugChecks(irBugChecks)
                .build();
        ToolDiscovery discovery = new ToolDiscovery();
        tool.find(discovery, null);
        if (plan != null) {
            StringBuilder sb = new StringBuilder();
            for (CampaignRunner.PlannedRun r : new CampaignRunner(new ToolRunner(discovery), discovery).plan(cfg)) {
                sb.append(r.programPath());
                for (String a : r.toolArgs()) sb.append('\t').append(a);
                sb.append('\n');
            }
            Files.writeString(plan, sb.toString());
            io.out().println(sb.toString().lines().count() + " planned runs written to " + plan);
            return 0;
        }
        InterruptNotice.kept(
                "run",
                () -> "the finished runs are in " + records
                        + "; the same command resumes (runs already there are skipped)");
        CampaignRunner.Summary s = new CampaignRunner(new ToolRunner(discovery), discovery).run(cfg, System.err);
        io.out()
                .printf(
                        "%d programs, %d runs planned, %d already in %s, %d run (%d errors) in %.1f s: %.1f runs/s%n",
                        s.programs(),
                        s.planned(),
                        s.skipped(),
                        records,
                        s.ran(),
                        s.errors(),
                        s.seconds(),
                        s.runsPerSecond());
        if (converter.isPresent()) {
            converter.get().convert(records, out);
            io.out().println("converted to " + format + ": " + out);
        }
        return 0;
    }
}
