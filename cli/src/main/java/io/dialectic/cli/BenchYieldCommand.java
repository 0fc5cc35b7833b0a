package io.dialectic.cli;

import io.dialectic.bench.fuzz.YieldBenchmark;
import io.dialectic.fuzzer.FuzzTactics;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dialectic bench yield}: a thin skin over {@link YieldBenchmark}. */
@Command(
        name = "yield",
        mixinStandardHelpOptions = true,
        description = {
            "The fixed protocol for a fuzzer's yield: distinct crash clusters (with evidence) and OD patterns over time.",
            "For each repetition (--seed, --seed + 1, ...) every --config fuzzes the seeds for --minutes, configurations",
            "alternated under the same load (--side-by-side: at the same time, each on --jobs workers). Writes per campaign each cluster's first run, time to first sight and the known",
            "reports with its key (--known, as 'dialectic match' reads them), the OD-pattern curve, the tool CPU per run and",
            "the distinct bugs by kind (crash sites, invalid-IR, round-trip and miscompile keys, each once):",
            "yield-curves.csv, yield-clusters.csv, yield-summary.csv and the plot yield.svg in --out; prints the mean and",
            "spread of clusters at ten checkpoints.",
            "A --config is 'default' (the fuzzer's defaults), 'uniform' (uniform pipelines without options, no pass outputs",
            "under trigger observation: the fuzzer before these tactics), or NAME:KEY=VALUE,... with keys options (share of",
            "passes given drawn options), fit (share of pipelines fitted to the program's dialects), outputs (true/false),",
            "triggers (true/false) and irbugs (the IR-bug checks, true/false), e.g. fit-only:options=0,fit=0.7,outputs=false;",
            "their cost: --config default --config no-checks:irbugs=false --side-by-side --jobs 1.",
            "Example: dialectic bench yield --seeds ../shared/corpora/mlir-testsuite --tool mlir-opt-22 --minutes 20",
            "  --repetitions 3 --config uniform --config default --known ../shared/crashes --out yield-22"
        })
public final class BenchYieldCommand implements Callable<Integer> {
    @Option(
            names = "--seeds",
            paramLabel = "DIR",
            description = "Seed folder (default: ../shared/corpora/mlir-testsuite beside the repository).")
    Path seeds;

    @Option(
            names = "--tool",
            paramLabel = "TOOL",
            defaultValue = "mlir-opt-22",
            description = "Compiler under test (default: ${DEFAULT-VALUE}).")
    String tool;

    @Option(
            names = "--minutes",
            paramLabel = "M",
            defaultValue = "20",
            description = "Fuzzing minutes per campaign (default: ${DEFAULT-VALUE}).")
    double minutes;

    @Option(
            names = "--repetitions",
            paramLabel = "R",
            defaultValue = "3",
            description = "Campaigns per configuration, seeds --seed .. --seed + R - 1 (default: ${DEFAULT-VALUE}).")
    int repetitions;

    @Option(
            names = "--config",
            paramLabel = "SPEC",
            description = "A configuration to measure; repeat to compare (default: default).")
    List<String> configs;

    @Option(
            names = "--side-by-side",
            description = "Run a repetition's configurations at the same time, each on --jobs workers (give --jobs 1 on"
                    + " two cores): they share every moment's load, and the protocol takes 1/C of the wall time.")
    boolean sideBySide;

    @Option(
            names = "--known",
            paramLabel = "PATH",
            description = "Known reports to match clusters against (traces folder, crash cases, run records).")
    Path known;

    @Mixin
    FuzzRunOptions run;

    @Mixin
    SeedLinesOption seedLines;

    @Option(
            names = "--max-seeds",
            paramLabel = "N",
            defaultValue = "0",
            description = "Use a sample of N seeds drawn with the repetition's seed (default: all).")
    int maxSeeds;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            required = true,
            description = "Folder of the campaigns (CONFIG/rep-N) and the tables and plot.")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path dir = seeds != null ? seeds : SharedFolder.testSuite();
        if (!Files.isDirectory(dir)) throw new BadInput("no seed folder at " + dir + " (give --seeds DIR)");
        run.check();
        if (repetitions < 1) throw new BadInput("--repetitions must be 1 or more, got " + repetitions);
        if (!(minutes > 0)) throw new BadInput("--minutes must be positive, got " + minutes);
        if (known != null && !Files.exists(known)) throw new BadInput("no known reports at " + known);
        Tool t = ToolOptions.installed(new ToolDiscovery(), tool);
        List<YieldBenchmark.Configuration> cs = new ArrayList<>();
        for (String spec : configs == null || configs.isEmpty() ? List.of("default") : configs) {
            YieldBenchmark.Configuration c = configuration(spec);
            if (cs.stream().anyMatch(x -> x.name().equals(c.name())))
                throw new BadInput("--config " + c.name() + " given twice");
            cs.add(c);
        }
        YieldBenchmark.run(
                new YieldBenchmark.Options(
                        dir,
                        t,
                        minutes,
                        repetitions,
                        run.seed,
                        run.jobs,
                        maxSeeds,
                        seedLines.maxSeedLines,
                        known,
                        cs,
                        sideBySide,
                        out),
                System.out,
                System.err);
        return 0;
    }

    static YieldBenchmark.Configuration configuration(String spec) {
        if (spec.equals("default")) return new YieldBenchmark.Configuration("default", FuzzTactics.DEFAULT, true);
        if (spec.equals("uniform")) return new YieldBenchmark.Configuration("uniform", FuzzTactics.UNIFORM, true);
        int colon = spec.indexOf(':');
        if (colon <= 0 || !spec.substring(0, colon).matches("[A-Za-z0-9_.-]+"))
            throw new BadInput("--config " + spec + ": give default, uniform or NAME:KEY=VALUE,...");
        double options = FuzzTactics.DEFAULT.optionChance();
        double fit = FuzzTactics.DEFAULT.fitShare();
        boolean outputs = FuzzTactics.DEFAULT.passOutputs();
        boolean irBugs = FuzzTactics.DEFAULT.irBugChecks();
        boolean triggers = true;
        try {
            for (String kv : spec.substring(colon + 1).split(",")) {
                String[] p = kv.split("=", 2);
                if (p.length != 2) throw new BadInput("--config " + spec + ": '" + kv + "' is not KEY=VALUE");
                switch (p[0].toLowerCase(Locale.ROOT)) {
                    case "options" -> options = Double.parseDouble(p[1]);
                    case "fit" -> fit = Double.parseDouble(p[1]);
                    case "outputs" -> outputs = bool(p[1]);
                    case "triggers" -> triggers = bool(p[1]);
                    case "irbugs" -> irBugs = bool(p[1]);
                    default -> throw new BadInput("--config " + spec + ": unknown key " + p[0]
                            + " (options, fit, outputs, triggers, irbugs)");
                }
            }
            return new YieldBenchmark.Configuration(
                    spec.substring(0, colon), new FuzzTactics(options, fit, outputs, irBugs), triggers);
        } catch (IllegalArgumentException e) {
            throw new BadInput("--config " + spec + ": " + e.getMessage());
        }
    }

    private static boolean bool(String v) {
        if (v.equalsIgnoreCase("true")) return true;
        if (v.equalsIgnoreCase("false")) return false;
        throw new IllegalArgumentException("'" + v + "' is not true or false");
    }
}
