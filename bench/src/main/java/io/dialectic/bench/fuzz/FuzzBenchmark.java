package io.dialectic.bench.fuzz;

import io.dialectic.base.process.ProcessSpec;
import io.dialectic.bench.measure.CpuTime;
import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzReport;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.FuzzSummary;
import io.dialectic.fuzzer.campaign.Fuzzer;
import io.dialectic.fuzzer.seeds.SeedLoader;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code dialectic bench fuzz}: campaigns from the seeds, each followed by a bare parallel loop of the tool over the same
 * mutants ({@link BareLoop}), then both rates, their ratio and the CPU per run of each. Rounds alternate campaign and bare
 * loop so that both see the same machine load; the fuzzer's runs/s counts its fuzzing time only.
 */
public final class FuzzBenchmark {
    /** What to run: {@code rounds} campaigns sharing {@code minutes} of fuzzing, into {@code out}/round-N. */
    public record Options(
            Path seeds,
            Tool tool,
            double minutes,
            int rounds,
            int jobs,
            long seed,
            int maxSeeds,
            int maxSeedLines,
            boolean triggers,
            Path out) {}

    private FuzzBenchmark() {}

    /** Runs the rounds; the campaigns' live lines go to {@code err}, their reports and the comparison to {@code out}. */
    public static void run(Options o, PrintStream out, PrintStream err) throws IOException, InterruptedException {
        Path dir = o.out() != null ? o.out() : Files.createTempDirectory("dialectic-bench-fuzz");
        // The fuzzer gives --allow-unregistered-dialect to the programs whose seeds (or R1 donors) need it; the
        // records do not keep a run's flags, so the bare loop gives it to every run when some seed needs it (it
        // changes nothing for a program without unregistered ops).
        List<String> flags = SeedLoader.load(List.of(o.seeds().toString())).entries().stream()
                        .anyMatch(e -> e.flags().contains(RunRequest.ALLOW_UNREGISTERED))
                ? List.of(RunRequest.ALLOW_UNREGISTERED)
                : List.of();
        Duration slice = Duration.ofMillis(Math.max(1000, Math.round(o.minutes() * 60_000 / o.rounds())));
        List<String> lines = new ArrayList<>();
        Totals batched = new Totals(), alone = new Totals(), bareTotal = new Totals();
        for (int k = 1; k <= o.rounds(); k++) {
            FuzzConfig config = FuzzConfig.of(
                            List.of(o.seeds().toString()),
                            o.tool().name(),
                            new FuzzBudget(0, slice),
                            dir.resolve("round-" + k))
                    .withJobs(o.jobs())
                    .withSeed(o.seed() + k - 1)
                    .withSeedLimits(o.maxSeeds(), o.maxSeedLines())
                    .withGuidance(o.triggers(), null);
            // Alternating in every round, under the same load: batches (the default), one process per mutant, the bare
            // loop.
            Campaign b = campaign(config.withBatch(0), out, err);
            Campaign a = campaign(config.withBatch(1).withOut(dir.resolve("round-" + k + "-alone")), out, err);
            RunLimits limits = RunLimits.defaults().withTimeout(config.timeout());
            List<RunRecord> records = new ArrayList<>();
            RunRecordsJsonl.read(config.out().resolve("runs.jsonl"), l -> {
                if (l.record() != null) records.add(l.record());
            });
            List<ProcessSpec> commands = BareLoop.commands(records, o.tool(), flags, limits);
            double loadBare = load();
            CpuTime b0 = CpuTime.now();
            BareLoop.Result bare = BareLoop.run(commands, o.jobs());
            CpuTime bareCpu = CpuTime.now().minus(b0);
            Campaign bc = new Campaign(bare.runs(), bare.millis(), bareCpu, Math.max(1, bare.runs()), loadBare);
            lines.add(String.format(
                    Locale.ROOT, "round %d  batched %s | alone %s | bare loop %s", k, b.rate(), a.rate(), bc.rate()));
            lines.add(String.format(
                    Locale.ROOT,
                    "         CPU per run:  batched %s | alone %s | bare loop %s",
                    b.cpu(),
                    a.cpu(),
                    bc.cpu()));
            batched.add(b);
            alone.add(a);
            bareTotal.add(bc);
        }
        double f = batched.perSecond(), u = alone.perSecond(), bb = bareTotal.perSecond();
        out.println();
        out.printf(
                Locale.ROOT,
                "fuzzer in batches, fuzzer one process per mutant (--batch 1), and a bare parallel %s loop over the batched "
                        + "campaign's mutants; %d jobs, %s%n",
                o.tool().name(),
                o.jobs(),
                o.triggers() ? "fuzzer observing triggers (the default)" : "fuzzer without trigger observation");
        lines.forEach(out::println);
        out.printf(
                Locale.ROOT, "total    batched %6.1f runs/s | alone %6.1f runs/s | bare loop %6.1f runs/s%n", f, u, bb);
        out.printf(
                Locale.ROOT,
                "ratio    batched / bare loop %.2fx (goal >= 5x) %s | alone / bare loop %.2fx | batched / alone %.2fx%n",
                bb == 0 ? 0 : f / bb,
                bb > 0 && f / bb >= 5 ? "met" : "NOT met",
                bb == 0 ? 0 : u / bb,
                u == 0 ? 0 : f / u);
        if (CpuTime.now().known()) {
            out.printf(
                    Locale.ROOT,
                    "CPU per run: batched %.1f ms (JVM %.1f + tools %.1f; tools goal <= 15 ms %s) | alone %.1f ms | bare loop %.1f ms%n",
                    batched.cpuPerRun(),
                    batched.jvmPerRun(),
                    batched.toolsPerRun(),
                    batched.toolsPerRun() <= 15 ? "met" : "NOT met",
                    alone.cpuPerRun(),
                    bareTotal.cpuPerRun());
        }
        out.println("campaigns in " + dir);
    }

    /** One campaign's (or the bare loop's) figures: runs and wall time, CPU over {@code cpuRuns} runs, the machine's load. */
    record Campaign(long runs, long millis, CpuTime usage, long cpuRuns, double load) {
        String rate() {
            return String.format(
                    Locale.ROOT,
                    "%6d runs %6.1f s %6.1f runs/s (load %4.1f)",
                    runs,
                    millis / 1000.0,
                    millis == 0 ? 0 : runs * 1000.0 / millis,
                    load);
        }

        String cpu() {
            return String.format(
                    Locale.ROOT,
                    "%5.1f ms (JVM %5.1f + tools %5.1f)",
                    usage.total() / cpuRuns,
                    usage.jvmMs() / cpuRuns,
                    usage.childMs() / cpuRuns);
        }
    }

    /** Sums of rounds. */
    private static final class Totals {
        long runs, millis, cpuRuns;
        double jvm, tools;

        void add(Campaign c) {
            runs += c.runs();
            millis += c.millis();
            cpuRuns += c.cpuRuns();
            jvm += c.usage().jvmMs();
            tools += c.usage().childMs();
        }

        double perSecond() {
            return millis == 0 ? 0 : runs * 1000.0 / millis;
        }

        double cpuPerRun() {
            return (jvm + tools) / Math.max(1, cpuRuns);
        }

        double jvmPerRun() {
            return jvm / Math.max(1, cpuRuns);
        }

        double toolsPerRun() {
            return tools / Math.max(1, cpuRuns);
        }
    }

    /** Runs one campaign; its runs/s counts its fuzzing time only, its CPU from the first stats snapshot (seed preparation over). */
    private static Campaign campaign(FuzzConfig config, PrintStream out, PrintStream err)
            throws IOException, InterruptedException {
        double load = load();
        CpuTime[] first = new CpuTime[1];
        long[] firstRuns = new long[1];
        FuzzSummary s = Fuzzer.run(
                config,
                new FuzzListener() {
                    @Override
                    public void progress(FuzzStats st) {
                        if (first[0] == null) {
                            first[0] = CpuTime.now();
                            firstRuns[0] = st.newRuns();
                        }
                        if (!st.finished()) err.print("\r" + st.line()); // '\r' redraws the one stats line in place
                    }

                    @Override
                    public void step(String line) {
                        err.println("fuzz: " + line);
                    }
                },
                () -> false);
        err.println();
        out.print(FuzzReport.text(s));
        CpuTime cpu = first[0] == null ? new CpuTime(0, 0) : CpuTime.now().minus(first[0]);
        return new Campaign(
                s.stats().newRuns(),
                s.stats().elapsedMs(),
                cpu,
                Math.max(1, s.stats().newRuns() - firstRuns[0]),
                load);
    }

    /** The 1-minute load average (how busy the shared machine was), or -1 where the system does not say. */
    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
