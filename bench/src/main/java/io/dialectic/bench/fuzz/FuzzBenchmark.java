package io.dialectic.bench.fuzz;

import io.dialectic.base.process.ProcessSpec;
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
    public record Options(Path seeds, Tool tool, double minutes, int rounds, int jobs, long seed, int maxSeeds, int maxSeedLines,
                          boolean triggers, Path out) {}

    private FuzzBenchmark() {}

    /** Runs the rounds; the campaigns' live lines go to {@code err}, their reports and the comparison to {@code out}. */
    public static void run(Options o, PrintStream out, PrintStream err) throws IOException, InterruptedException {
        Path dir = o.out() != null ? o.out() : Files.createTempDirectory("dialectic-bench-fuzz");
        // The fuzzer gives --allow-unregistered-dialect to the programs whose seeds (or R1 donors) need it; the
        // records do not keep a run's flags, so the bare loop gives it to every run when some seed needs it (it
        // changes nothing for a program without unregistered ops).
        List<String> flags = SeedLoader.load(List.of(o.seeds().toString())).entries().stream()
                .anyMatch(e -> e.flags().contains(RunRequest.ALLOW_UNREGISTERED)) ? List.of(RunRequest.ALLOW_UNREGISTERED) : List.of();
        Duration slice = Duration.ofMillis(Math.max(1000, Math.round(o.minutes() * 60_000 / o.rounds())));
        List<String> lines = new ArrayList<>();
        long fuzzRuns = 0, fuzzMs = 0, bareRuns = 0, bareMs = 0;
        double fuzzCpuMs = 0, bareCpuMs = 0;
        long fuzzCpuRuns = 0;
        for (int k = 1; k <= o.rounds(); k++) {
            FuzzConfig config = FuzzConfig.of(List.of(o.seeds().toString()), o.tool().name(), new FuzzBudget(0, slice), dir.resolve("round-" + k))
                    .withJobs(o.jobs()).withSeed(o.seed() + k - 1).withSeedLimits(o.maxSeeds(), o.maxSeedLines()).withGuidance(o.triggers(), null);
            double loadFuzz = load();
            // CPU from the first stats snapshot (one run handled; seed preparation and pool start are over) to the end.
            Cpu[] first = new Cpu[1];
            long[] firstRuns = new long[1];
            FuzzSummary s = Fuzzer.run(config, new FuzzListener() {
                @Override
                public void progress(FuzzStats st) {
                    if (first[0] == null) {
                        first[0] = Cpu.now();
                        firstRuns[0] = st.newRuns();
                    }
                    if (!st.finished()) err.print("\r" + st.line()); // '\r' redraws the one stats line in place
                }

                @Override
                public void step(String line) {
                    err.println("fuzz: " + line);
                }
            }, () -> false);
            err.println();
            out.print(FuzzReport.text(s));
            Cpu fuzzCpu = first[0] == null ? new Cpu(0, 0) : Cpu.now().minus(first[0]);
            long cpuRuns = Math.max(1, s.stats().newRuns() - firstRuns[0]);
            RunLimits limits = RunLimits.defaults().withTimeout(config.timeout());
            List<RunRecord> records = new ArrayList<>();
            RunRecordsJsonl.read(config.out().resolve("runs.jsonl"), l -> {
                if (l.record() != null) records.add(l.record());
            });
            List<ProcessSpec> commands = BareLoop.commands(records, o.tool(), flags, limits);
            double loadBare = load();
            Cpu b0 = Cpu.now();
            BareLoop.Result bare = BareLoop.run(commands, o.jobs());
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
        out.println();
        out.printf(Locale.ROOT, "fuzzer vs bare parallel %s loop over the same mutants, %d jobs, %s%n", o.tool().name(), o.jobs(),
                o.triggers() ? "fuzzer observing triggers (the default)" : "fuzzer without trigger observation");
        lines.forEach(out::println);
        out.printf(Locale.ROOT, "total    fuzzer %6.1f runs/s | bare loop %6.1f runs/s | ratio %.2fx (goal >= 0.7x) %s%n", f, b,
                b == 0 ? 0 : f / b, b > 0 && f / b >= 0.7 ? "met" : "NOT met");
        if (Cpu.now().total() > 0) {
            out.printf(Locale.ROOT, "CPU per run: fuzzer %.0f ms | bare loop %.0f ms | ratio %.2fx (what the rates would be on an idle machine of the same cores)%n",
                    fuzzCpuMs / Math.max(1, fuzzCpuRuns), bareCpuMs / Math.max(1, bareRuns),
                    fuzzCpuMs == 0 ? 0 : (bareCpuMs / Math.max(1, bareRuns)) / (fuzzCpuMs / Math.max(1, fuzzCpuRuns)));
        }
        out.println("campaigns in " + dir);
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
            } catch (IOException | RuntimeException e) {
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
}
