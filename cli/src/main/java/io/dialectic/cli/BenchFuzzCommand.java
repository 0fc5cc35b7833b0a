package io.dialectic.cli;

import io.dialectic.bench.fuzz.BareLoop;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzSummary;
import io.dialectic.fuzzer.seeds.SeedLoader;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.bench.fuzz.R1Validity;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code dialectic bench fuzz}: campaigns from the shared test-suite seeds, each followed by a bare parallel
 * loop of the tool over the same mutants ({@link BareLoop}), then both rates and their ratio. A thin skin over
 * {@link io.dialectic.fuzzer.campaign.Fuzzer#run}.
 */
@Command(name = "fuzz",
        mixinStandardHelpOptions = true,
        description = {
                "Fuzz campaigns from ../shared/corpora/mlir-testsuite seeds (generic form) on mlir-opt-19, each report with",
                "runs/s, validity categories (%), distinct OD patterns (d=2) and dialect pairs at start and end, crashes and clusters.",
                "After each round's campaign, a bare loop runs the same mutant files: --jobs threads each starting the tool with",
                "the same pipeline, run arguments and limits (timeout, address space), output discarded, nothing else. Rounds",
                "alternate campaign and bare loop so that both see the same machine load. The fuzzer's runs/s counts its fuzzing",
                "time only (seed preparation, before the clock, is excluded from both); it includes mutation, trigger observation",
                "(--no-triggers to leave it out) and its confirmation reruns, classification, metrics and the records written.",
                "Targets: >= 10 runs/s on 2 cores; fuzzer >= 0.7x the bare loop; general-mlir <= 10% of mutants; patterns and",
                "pairs grow; crashes clustered.",
                "With --r1-validity N: no campaign; N R1 mutants per variant (donor copies, MLIRod's R1, against R1 with the op",
                "catalog's signatures), each verified by the tool, and the share it accepts."})
public final class BenchFuzzCommand implements Callable<Integer> {
    @Option(names = "--minutes", paramLabel = "M", defaultValue = "10", description = "Fuzzing time in minutes, over all rounds (default: ${DEFAULT-VALUE}).")
    double minutes;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "3", description = "Campaign + bare loop rounds, each a fresh campaign with --seed + round - 1 (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--corpus", paramLabel = "DIR", description = "Seed corpus (default: ../shared/corpora/mlir-testsuite beside the repository).")
    Path corpus;

    @Option(names = "--tool", paramLabel = "TOOL", defaultValue = "mlir-opt-19", description = "Compiler under test (default: ${DEFAULT-VALUE}).")
    String tool;

    @Mixin
    FuzzRunOptions run;

    @Option(names = "--max-seed-lines", paramLabel = "N", defaultValue = "200", description = "Skip seeds longer than N lines; 0 = none skipped (default: ${DEFAULT-VALUE}).")
    int maxSeedLines;

    @Option(names = "--max-seeds", paramLabel = "N", defaultValue = "0", description = "Use a sample of N seeds drawn with the round's seed (default: all).")
    int maxSeeds;

    @Option(names = "--triggers", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Observe optimization triggers as 'dialectic fuzz' does by default (--no-triggers: plain runs).")
    boolean triggers;

    @Option(names = "--r1-validity", paramLabel = "N", defaultValue = "0",
            description = "Measure R1 alone: N mutants per variant on the same draws, the share the tool verifies (0 = run a campaign).")
    int r1Validity;

    @Option(names = "--out", paramLabel = "DIR", description = "Folder of the round campaigns round-1, round-2, ... (default: a new temporary directory).")
    Path out;

    @Override
    public Integer call() throws Exception {
        Path seeds = corpus != null ? corpus : SharedFolder.find().resolve("corpora").resolve("mlir-testsuite");
        if (!Files.isDirectory(seeds)) throw new BadInput("no seed corpus at " + seeds + " (give --corpus DIR)");
        run.check();
        if (rounds < 1) throw new BadInput("--rounds must be 1 or more, got " + rounds);
        if (!(minutes > 0)) throw new BadInput("--minutes must be positive, got " + minutes);
        ToolDiscovery discovery = new ToolDiscovery();
        Tool t = discovery.find(tool).orElseThrow(() -> new BadInput(discovery.notFound(tool)));
        if (r1Validity > 0) return r1Validity(seeds);
        Path dir = out != null ? out : Files.createTempDirectory("dialectic-bench-fuzz");
        // The fuzzer gives --allow-unregistered-dialect to the programs whose seeds (or R1 donors) need it; the
        // records do not keep a run's flags, so the bare loop gives it to every run when some seed needs it (it
        // changes nothing for a program without unregistered ops).
        List<String> flags = SeedLoader.load(List.of(seeds.toString())).entries().stream()
                .anyMatch(e -> e.flags().contains(RunRequest.ALLOW_UNREGISTERED)) ? List.of(RunRequest.ALLOW_UNREGISTERED) : List.of();
        Duration slice = Duration.ofMillis(Math.max(1000, Math.round(minutes * 60_000 / rounds)));
        List<String> lines = new ArrayList<>();
        long fuzzRuns = 0, fuzzMs = 0, bareRuns = 0, bareMs = 0;
        double fuzzCpuMs = 0, bareCpuMs = 0;
        long fuzzCpuRuns = 0;
        for (int k = 1; k <= rounds; k++) {
            FuzzConfig config = FuzzConfig.of(List.of(seeds.toString()), tool, new FuzzBudget(0, slice), dir.resolve("round-" + k))
                    .withJobs(run.jobs).withSeed(run.seed + k - 1).withSeedLimits(maxSeeds, maxSeedLines).withGuidance(triggers, null);
            double loadFuzz = load();
            // CPU from the first stats snapshot (one run handled; seed preparation and pool start are over) to the end.
            Cpu[] first = new Cpu[1];
            long[] firstRuns = new long[1];
            FuzzSummary s = LiveCampaign.run(config, true, () -> false, st -> {
                if (first[0] == null) {
                    first[0] = Cpu.now();
                    firstRuns[0] = st.newRuns();
                }
            });
            Cpu fuzzCpu = first[0] == null ? new Cpu(0, 0) : Cpu.now().minus(first[0]);
            long cpuRuns = Math.max(1, s.stats().newRuns() - firstRuns[0]);
            RunLimits limits = RunLimits.defaults().withTimeout(config.timeout());
            List<RunRecord> records = new ArrayList<>();
            RunRecordsJsonl.read(config.out().resolve("runs.jsonl"), l -> {
                if (l.record() != null) records.add(l.record());
            });
            BareLoop.Result bare;
            List<ProcessSpec> commands = BareLoop.commands(records, t, flags, limits);
            double loadBare = load();
            Cpu b0 = Cpu.now();
            bare = BareLoop.run(commands, run.jobs);
            Cpu bareCpu = Cpu.now().minus(b0);
            long n = cpuRuns;
            lines.add(String.format(Locale.ROOT, "round %d  fuzzer %6d runs %6.1f s %6.1f runs/s (load %4.1f) | bare loop %6d runs %6.1f s %6.1f runs/s (load %4.1f) | %.2fx",
                    k, s.stats().newRuns(), s.stats().elapsedMs() / 1000.0, s.stats().runsPerSecond(), loadFuzz,
                    bare.runs(), bare.millis() / 1000.0, bare.perSecond(), loadBare,
                    bare.perSecond() == 0 ? 0 : s.stats().runsPerSecond() / bare.perSecond()));
            lines.add(String.format(Locale.ROOT, "         CPU per run: fuzzer %5.0f ms (JVM %4.0f + tools %4.0f)           | bare loop %5.0f ms (JVM %4.0f + tools %4.0f)",
                    fuzzCpu.total() / n, fuzzCpu.jvmMs() / n, fuzzCpu.childMs() / n,
                    bareCpu.total() / Math.max(1, bare.runs()), bareCpu.jvmMs() / Math.max(1, bare.runs()), bareCpu.childMs() / Math.max(1, bare.runs())));
            fuzzCpuMs += fuzzCpu.total();
            fuzzCpuRuns += cpuRuns;
            bareCpuMs += bareCpu.total();
            fuzzRuns += s.stats().newRuns();
            fuzzMs += s.stats().elapsedMs();
            bareRuns += bare.runs();
            bareMs += bare.millis();
        }
        double f = fuzzMs == 0 ? 0 : fuzzRuns * 1000.0 / fuzzMs;
        double b = bareMs == 0 ? 0 : bareRuns * 1000.0 / bareMs;
        System.out.println();
        System.out.printf(Locale.ROOT, "fuzzer vs bare parallel %s loop over the same mutants, %d jobs, %s%n", t.name(), run.jobs,
                triggers ? "fuzzer observing triggers (the default)" : "fuzzer without trigger observation");
        lines.forEach(System.out::println);
        System.out.printf(Locale.ROOT, "total    fuzzer %6.1f runs/s | bare loop %6.1f runs/s | ratio %.2fx (goal >= 0.7x) %s%n", f, b,
                b == 0 ? 0 : f / b, b > 0 && f / b >= 0.7 ? "met" : "NOT met");
        if (Cpu.now().total() > 0) {
            System.out.printf(Locale.ROOT, "CPU per run: fuzzer %.0f ms | bare loop %.0f ms | ratio %.2fx (what the rates would be on an idle machine of the same cores)%n",
                    fuzzCpuMs / Math.max(1, fuzzCpuRuns), bareCpuMs / Math.max(1, bareRuns),
                    fuzzCpuMs == 0 ? 0 : (bareCpuMs / Math.max(1, bareRuns)) / (fuzzCpuMs / Math.max(1, fuzzCpuRuns)));
        }
        System.out.println("campaigns in " + dir);
        return 0;
    }

    /**
     * CPU time of this JVM and of the child processes it has waited for (the tools), from /proc/self/stat
     * (Linux, clock ticks of 10 ms); zeros elsewhere. On a shared machine wall-clock rates follow the load of
     * others, CPU per run does not.
     */
    record Cpu(double jvmMs, double childMs) {
        static Cpu now() {
            try {
                String stat = Files.readString(Path.of("/proc/self/stat"));
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                // fields 14..17 of proc(5) (utime stime cutime cstime) are 11..14 after the command name
                return new Cpu((Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10.0, (Long.parseLong(f[13]) + Long.parseLong(f[14])) * 10.0);
            } catch (java.io.IOException | RuntimeException e) {
                return new Cpu(0, 0);
            }
        }

        Cpu minus(Cpu o) {
            return new Cpu(jvmMs - o.jvmMs, childMs - o.childMs);
        }

        double total() {
            return jvmMs + childMs;
        }
    }

    /** The 1-minute load average (how busy the shared machine was), or -1 where the system does not say. */
    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private int r1Validity(Path seeds) throws Exception {
        ToolDiscovery discovery = new ToolDiscovery();
        Tool t = discovery.find(tool).orElseThrow(() -> new BadInput(discovery.notFound(tool)));
        Integer version = OpUniverse.majorVersion(t.name(), t.version());
        int v = version == null ? OpCatalog.READER_VERSION : version;
        long start = System.nanoTime();
        for (R1Validity.Row r : R1Validity.measure(t.path(), seeds, r1Validity, run.seed, maxSeedLines, v, System.out)) {
            System.out.printf(Locale.ROOT, "%-62s %5d mutants, %5d accepted by %s: %5.1f%%%n", r.variant(), r.applied(), r.accepted(),
                    t.name(), r.percent());
        }
        System.out.printf(Locale.ROOT, "%.1f s%n", (System.nanoTime() - start) / 1e9);
        return 0;
    }
}
