package io.dialectic.bench.fuzz;

import io.dialectic.base.Csv;
import io.dialectic.base.Futures;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.bench.measure.CpuTime;
import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.FuzzSummary;
import io.dialectic.fuzzer.FuzzTactics;
import io.dialectic.fuzzer.campaign.CampaignDirectory;
import io.dialectic.fuzzer.campaign.Fuzzer;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.cluster.KnownReports;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code dialectic bench yield}: the fixed protocol for how fast a fuzzer configuration finds distinct bugs (the measure
 * of MLIRod's and FLEX's evaluations: distinct bugs over time, here distinct crash clusters with evidence, on a fixed
 * seed set). Every repetition runs each configuration once from the same seeds with the same {@code --seed} for the same
 * minutes, configurations alternated (the first goes first in odd repetitions, last in even ones) so that both see the
 * same machine load; side by side, a repetition's configurations run at the same time instead, each on its own
 * {@code jobs} workers, so that they share every moment's load, not only its average. Per campaign: each cluster's first run and time to first sight, whether {@code match} calls it
 * known against the user's folder of known reports, the OD-pattern curve, the tool and JVM CPU per run, and its distinct
 * bugs by kind ({@link DistinctBugs}: crash sites, invalid-IR, round-trip and miscompile keys).
 */
public final class YieldBenchmark {
    /** A configuration under test: a name for the tables and the fuzzer's tactics and trigger observation. */
    public record Configuration(String name, FuzzTactics tactics, boolean triggers) {}

    public record Options(
            Path seeds,
            Tool tool,
            double minutes,
            int repetitions,
            long seed,
            int jobs,
            int maxSeeds,
            int maxSeedLines,
            Path known,
            List<Configuration> configurations,
            boolean sideBySide,
            Path out) {}

    /** One campaign's yield. */
    record Campaign(
            Configuration config,
            int repetition,
            long seed,
            long runs,
            long fuzzedMs,
            CpuTime cpu,
            List<Sighting> clusters,
            List<long[]> patterns,
            DistinctBugs bugs,
            List<SharedRuns.Draw> draws) {
        /** Clusters with evidence first seen by {@code ms}. */
        int clustersAt(long ms) {
            return (int) clusters.stream().filter(c -> c.ms() <= ms).count();
        }

        /** OD patterns of the pool at {@code ms}: the last progress report at or before it. */
        int patternsAt(long ms) {
            int p = patterns.isEmpty() ? 0 : (int) patterns.get(0)[1];
            for (long[] s : patterns) if (s[0] <= ms) p = (int) s[1];
            return p;
        }
    }

    /** A cluster with evidence: its key, first run, when that run was recorded, its size and the known reports with its key. */
    record Sighting(String key, String firstRun, long ms, int members, List<String> known) {}

    private YieldBenchmark() {}

    public static void run(Options o, PrintStream out, PrintStream err) throws IOException {
        Files.createDirectories(o.out());
        Judge judge = Judge.defaults();
        List<RunRecord> known =
                o.known() == null ? List.of() : KnownReports.read(o.known(), judge, w -> err.println("known: " + w));
        List<Campaign> campaigns = new ArrayList<>();
        Duration budget = Duration.ofMillis(Math.round(o.minutes() * 60_000));
        for (int r = 1; r <= o.repetitions(); r++) {
            List<Configuration> order = new ArrayList<>(o.configurations());
            if (r % 2 == 0) Collections.reverse(order);
            List<Callable<Campaign>> reps = new ArrayList<>();
            for (Configuration c : order) {
                int rep = r;
                long seed = o.seed() + r - 1;
                Path dir = o.out().resolve(c.name()).resolve("rep-" + r);
                err.printf(
                        Locale.ROOT,
                        "yield: %s, repetition %d (--seed %d), %.1f min%s%n",
                        c.name(),
                        r,
                        seed,
                        o.minutes(),
                        o.sideBySide() ? ", side by side" : "");
                FuzzConfig config = FuzzConfig.of(
                                List.of(o.seeds().toString()), o.tool().name(), new FuzzBudget(0, budget), dir)
                        .withJobs(o.jobs())
                        .withSeed(seed)
                        .withSeedLimits(o.maxSeeds(), o.maxSeedLines())
                        .withGuidance(c.triggers(), null)
                        .withTactics(c.tactics());
                reps.add(() -> campaign(c, rep, config, known, o.sideBySide(), err));
            }
            campaigns.addAll(o.sideBySide() ? together(reps) : oneAfterAnother(reps));
        }
        write(o, campaigns, out);
    }

    private static List<Campaign> oneAfterAnother(List<Callable<Campaign>> campaigns) throws IOException {
        List<Campaign> out = new ArrayList<>();
        for (Callable<Campaign> c : campaigns) {
            try {
                out.add(c.call());
            } catch (IOException | RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }

    /** The campaigns at once, one thread each; the first failure ends them all. */
    private static List<Campaign> together(List<Callable<Campaign>> campaigns) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(campaigns.size());
        try {
            List<Future<Campaign>> running = new ArrayList<>();
            for (Callable<Campaign> c : campaigns) running.add(pool.submit(c));
            List<Campaign> out = new ArrayList<>();
            for (Future<Campaign> f : running) out.add(Futures.get(f));
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    private static Campaign campaign(
            Configuration c,
            int repetition,
            FuzzConfig config,
            List<RunRecord> known,
            boolean sideBySide,
            PrintStream err)
            throws IOException {
        List<long[]> patterns = new ArrayList<>();
        CpuTime[] first = new CpuTime[1];
        FuzzSummary s = Fuzzer.run(
                config,
                new FuzzListener() {
                    @Override
                    public void progress(FuzzStats st) {
                        if (first[0] == null) first[0] = CpuTime.now();
                        patterns.add(new long[] {st.elapsedMs(), st.patterns()});
                        // side by side, the campaigns' progress lines would overwrite each other: the steps only
                        if (!st.finished() && !sideBySide) err.print("\r" + st.line());
                    }

                    @Override
                    public void step(String line) {
                        err.println((sideBySide ? c.name() + ": " : "fuzz: ") + line);
                    }
                },
                () -> false);
        if (!sideBySide) err.println();
        CpuTime cpu = first[0] == null ? new CpuTime(0, 0) : CpuTime.now().minus(first[0]);
        List<RunRecord> records = new ArrayList<>();
        RunRecordsJsonl.read(config.out().resolve(CampaignDirectory.RUNS), l -> {
            if (l.record() != null) records.add(l.record());
        });
        List<SharedRuns.Draw> draws = SharedRuns.read(config.out());
        Map<String, Long> ms = new HashMap<>();
        for (SharedRuns.Draw d : draws) ms.put(d.runId(), d.ms());
        Map<String, Long> seq = new HashMap<>();
        for (RunRecord rec : records) seq.put(rec.runId(), rec.seq());
        List<Cluster> clusters = Clusters.of(records, ClusterOptions.defaults());
        KnownReports.Result matched = KnownReports.match(clusters, records, known, CrashSignature.DEFAULT_TOP_FRAMES);
        List<Sighting> sightings = new ArrayList<>();
        long budgetMs = config.budget().time().toMillis();
        for (KnownReports.Match m : matched.matches()) {
            Cluster cl = m.cluster();
            if (!cl.evidence()) continue;
            String firstRun = cl.members().stream()
                    .min((a, b) ->
                            Long.compare(seq.getOrDefault(a, Long.MAX_VALUE), seq.getOrDefault(b, Long.MAX_VALUE)))
                    .orElseThrow();
            sightings.add(new Sighting(
                    cl.key(),
                    firstRun,
                    // a run drawn in the budget may be recorded after it (its batch was in flight): it counts at the
                    // end
                    Math.min(ms.getOrDefault(firstRun, s.stats().elapsedMs()), budgetMs),
                    cl.size(),
                    m.sameKey()));
        }
        sightings.sort((a, b) -> Long.compare(a.ms(), b.ms()));
        return new Campaign(
                c,
                repetition,
                config.seed(),
                s.stats().newRuns(),
                s.stats().elapsedMs(),
                cpu,
                sightings,
                patterns,
                DistinctBugs.of(clusters, records),
                draws);
    }

    /** Checkpoints: ten, evenly spaced over the minutes. */
    static long[] checkpoints(double minutes) {
        long[] t = new long[10];
        for (int i = 0; i < t.length; i++) t[i] = Math.round(minutes * 60_000 * (i + 1) / t.length);
        return t;
    }

    private static void write(Options o, List<Campaign> campaigns, PrintStream out) throws IOException {
        long[] at = checkpoints(o.minutes());
        List<List<Object>> curves = new ArrayList<>();
        List<List<Object>> clusters = new ArrayList<>();
        List<List<Object>> summary = new ArrayList<>();
        for (Campaign c : campaigns) {
            for (long t : at)
                curves.add(List.of(
                        c.config().name(),
                        c.repetition(),
                        c.seed(),
                        fixed(2, t / 60_000.0),
                        c.clustersAt(t),
                        c.patternsAt(t)));
            for (Sighting s : c.clusters())
                clusters.add(List.of(
                        c.config().name(),
                        c.repetition(),
                        s.key(),
                        s.firstRun(),
                        fixed(1, s.ms() / 1000.0),
                        s.members(),
                        String.join(" ", s.known())));
            long knownClusters =
                    c.clusters().stream().filter(s -> !s.known().isEmpty()).count();
            CpuTime perRun = o.sideBySide()
                    ? perRun(
                            campaigns.stream()
                                    .filter(x -> x.repetition() == c.repetition())
                                    .toList(),
                            true)
                    : perRun(List.of(c), false);
            summary.add(List.of(
                    c.config().name(),
                    c.repetition(),
                    c.seed(),
                    c.runs(),
                    fixed(1, c.fuzzedMs() / 1000.0),
                    c.clusters().size(),
                    knownClusters,
                    c.patternsAt(Long.MAX_VALUE),
                    fixed(2, perRun.childMs()),
                    fixed(2, perRun.jvmMs()),
                    o.sideBySide() ? "repetition" : "campaign",
                    c.bugs().crashSites(),
                    c.bugs().invalidIr().size(),
                    c.bugs().roundtrip().size(),
                    c.bugs().miscompiles().size()));
        }
        AtomicFiles.write(
                o.out().resolve("yield-curves.csv"),
                Csv.table(List.of("configuration", "repetition", "seed", "minute", "clusters", "od_patterns"), curves));
        AtomicFiles.write(
                o.out().resolve("yield-clusters.csv"),
                Csv.table(
                        List.of(
                                "configuration",
                                "repetition",
                                "key",
                                "first_run",
                                "first_seen_s",
                                "members",
                                "known_as"),
                        clusters));
        AtomicFiles.write(
                o.out().resolve("yield-summary.csv"),
                Csv.table(
                        List.of(
                                "configuration",
                                "repetition",
                                "seed",
                                "runs",
                                "fuzzed_s",
                                "clusters",
                                "known_clusters",
                                "od_patterns",
                                "tool_cpu_ms_per_run",
                                "jvm_cpu_ms_per_run",
                                "cpu_of",
                                "crash_sites",
                                "invalid_ir_keys",
                                "roundtrip_keys",
                                "miscompile_keys"),
                        summary));
        Map<String, List<Campaign>> byConfig = new LinkedHashMap<>();
        for (Configuration c : o.configurations()) byConfig.put(c.name(), new ArrayList<>());
        for (Campaign c : campaigns) byConfig.get(c.config().name()).add(c);
        AtomicFiles.write(
                o.out().resolve("yield.svg"),
                YieldPlot.svg(byConfig, at, o.tool().name()));
        out.printf(
                Locale.ROOT,
                "bench yield: %s, %d repetition(s) x %.1f min per configuration, seeds %s%n",
                o.tool().name(),
                o.repetitions(),
                o.minutes(),
                o.seeds());
        out.println("distinct crash clusters with evidence (mean ± sd over repetitions) and OD patterns, by minute:");
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%8s", "minute"));
        for (String name : byConfig.keySet())
            head.append(String.format(Locale.ROOT, "  %-30s", name + ": clusters / OD"));
        out.println(head);
        for (long t : at) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%8.2f", t / 60_000.0));
            for (List<Campaign> cs : byConfig.values()) {
                double[] cl = cs.stream().mapToDouble(c -> c.clustersAt(t)).toArray();
                double[] od = cs.stream().mapToDouble(c -> c.patternsAt(t)).toArray();
                row.append(String.format(
                        Locale.ROOT,
                        "  %-30s",
                        String.format(Locale.ROOT, "%.1f ± %.1f / %.0f ± %.0f", mean(cl), sd(cl), mean(od), sd(od))));
            }
            out.println(row);
        }
        for (var e : byConfig.entrySet()) {
            List<Campaign> cs = e.getValue();
            double runs = cs.stream().mapToLong(Campaign::runs).sum();
            CpuTime perRun = o.sideBySide() ? perRun(campaigns, true) : perRun(cs, false);
            long knownClusters = cs.stream()
                    .flatMap(c -> c.clusters().stream())
                    .filter(s -> !s.known().isEmpty())
                    .map(Sighting::key)
                    .distinct()
                    .count();
            long all = cs.stream()
                    .flatMap(c -> c.clusters().stream())
                    .map(Sighting::key)
                    .distinct()
                    .count();
            DistinctBugs bugs = cs.stream().map(Campaign::bugs).reduce(DistinctBugs.none(), DistinctBugs::union);
            out.printf(
                    Locale.ROOT,
                    "%s: %.0f runs, tool CPU %.2f ms/run, JVM CPU %.2f ms/run%s; %d distinct clusters over all"
                            + " repetitions, %d of them known%s; distinct bugs: %d crash sites, %d invalid-IR keys,"
                            + " %d round-trip keys, %d miscompile keys%n",
                    e.getKey(),
                    runs,
                    perRun.childMs(),
                    perRun.jvmMs(),
                    o.sideBySide() ? " (of all configurations together: side by side, one process's)" : "",
                    all,
                    knownClusters,
                    o.known() == null ? " (no --known given)" : "",
                    bugs.crashSites(),
                    bugs.invalidIr().size(),
                    bugs.roundtrip().size(),
                    bugs.miscompiles().size());
        }
        sharedRuns(o, campaigns, out);
        out.println("written: " + o.out().resolve("yield-curves.csv")
                + ", yield-clusters.csv, yield-summary.csv, yield.svg");
    }

    /**
     * Each configuration against the first over the runs their campaigns of one repetition made alike
     * ({@link SharedRuns}): the time each took for them, and over all repetitions.
     */
    private static void sharedRuns(Options o, List<Campaign> campaigns, PrintStream out) {
        List<Configuration> configs = o.configurations();
        if (configs.size() < 2) return;
        String base = configs.get(0).name();
        out.println("the same runs in both campaigns of a repetition (until their timing made them draw apart):");
        for (Configuration c : configs.subList(1, configs.size())) {
            long runs = 0;
            long msBase = 0;
            long msOther = 0;
            for (int r = 1; r <= o.repetitions(); r++) {
                Campaign a = find(campaigns, base, r);
                Campaign b = find(campaigns, c.name(), r);
                if (a == null || b == null) continue;
                SharedRuns shared = SharedRuns.of(a.draws(), b.draws());
                runs += shared.runs();
                msBase += shared.msA();
                msOther += shared.msB();
                out.printf(
                        Locale.ROOT,
                        "  repetition %d: the first %d runs: %s %.1f s, %s %.1f s%n",
                        r,
                        shared.runs(),
                        base,
                        shared.msA() / 1000.0,
                        c.name(),
                        shared.msB() / 1000.0);
            }
            // base's cost over the other's: the time per run it adds, and the share of the other's runs it forgoes
            double extra = msOther == 0 ? 0 : 100.0 * (msBase - msOther) / msOther;
            double fewer = msBase == 0 ? 0 : 100.0 * (msBase - msOther) / msBase;
            out.printf(
                    Locale.ROOT,
                    "  %s against %s over %d shared runs: %.1f s against %.1f s, %+.1f %% time per run: %.1f %% %s runs"
                            + " in the same time%n",
                    base,
                    c.name(),
                    runs,
                    msBase / 1000.0,
                    msOther / 1000.0,
                    extra,
                    Math.abs(fewer),
                    fewer >= 0 ? "fewer" : "more");
        }
    }

    private static Campaign find(List<Campaign> campaigns, String config, int repetition) {
        for (Campaign c : campaigns) if (c.config().name().equals(config) && c.repetition() == repetition) return c;
        return null;
    }

    /**
     * CPU per run of campaigns. Side by side, the campaigns of a repetition ran in one process at once, whose children's
     * CPU cannot be told apart: each campaign's figure covers the whole repetition, so a repetition counts once (its
     * largest figure) over the runs of all its campaigns.
     */
    static CpuTime perRun(List<Campaign> cs, boolean sideBySide) {
        double jvm = 0;
        double child = 0;
        Map<Integer, CpuTime> byRepetition = new HashMap<>();
        for (Campaign c : cs) {
            if (!sideBySide) {
                jvm += c.cpu().jvmMs();
                child += c.cpu().childMs();
            } else {
                byRepetition.merge(
                        c.repetition(),
                        c.cpu(),
                        (a, b) -> new CpuTime(Math.max(a.jvmMs(), b.jvmMs()), Math.max(a.childMs(), b.childMs())));
            }
        }
        for (CpuTime c : byRepetition.values()) {
            jvm += c.jvmMs();
            child += c.childMs();
        }
        double runs = Math.max(1, cs.stream().mapToLong(Campaign::runs).sum());
        return new CpuTime(jvm / runs, child / runs);
    }

    static double mean(double[] v) {
        double s = 0;
        for (double x : v) s += x;
        return v.length == 0 ? 0 : s / v.length;
    }

    /** Sample standard deviation (0 for one value). */
    static double sd(double[] v) {
        if (v.length < 2) return 0;
        double m = mean(v);
        double s = 0;
        for (double x : v) s += (x - m) * (x - m);
        return Math.sqrt(s / (v.length - 1));
    }

    /** A figure with {@code digits} decimals, the same on every locale. */
    private static String fixed(int digits, double v) {
        return String.format(Locale.ROOT, "%." + digits + "f", v);
    }
}
