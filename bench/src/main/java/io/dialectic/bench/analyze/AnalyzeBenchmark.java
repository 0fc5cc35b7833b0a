package io.dialectic.bench.analyze;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.Progress;
import io.dialectic.analytics.SparkSessions;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.Engine;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.base.Json;
import io.dialectic.base.Trees;
import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;

/**
 * {@code dialectic bench analyze}: how fast the analysis goes on this machine, each figure printed beside its target,
 * every analysis as a user runs it: {@code dialectic} in a fresh JVM, timed from its start to its
 * exit, its peak resident set (VmHWM) read from /proc while it runs.
 *
 * <ol>
 *   <li>the demo: its analysis seconds (summary.json) and wall time;</li>
 *   <li>generate {@code records} and {@code largeRecords} run records ({@link BenchCorpus}; kept corpora are reused);</li>
 *   <li>the corpus on the embedded engine, then on Spark {@code local[2]}, whose summary.json must equal the first;</li>
 *   <li>the heavy corpus and the fuzz campaign's corpus ({@link BenchCorpus.Shape}), each on the embedded engine;</li>
 *   <li>the large corpus on the embedded engine with {@code -Xmx2g};</li>
 *   <li>optionally 10k records, and Spark's local[1]/local[2] speed-up in this JVM.</li>
 * </ol>
 * The load average is printed at start and end: on a shared machine it says what the seconds are worth.
 */
public final class AnalyzeBenchmark {
    /** The targets on a 2-core machine (the 10k run and the Spark speed-up). */
    static final double SMALL_TARGET_S = 20, SPEEDUP_TARGET = 1.7;
    /** The targets: the embedded engine at 1M and 10M, Spark at 1M no slower than before, the demo's analysis. */
    static final double EMBEDDED_TARGET_S = 45, SPARK_BEFORE_S = 273, LARGE_RATIO = 11, DEMO_ANALYSIS_TARGET_S = 3;

    static final long EMBEDDED_RSS_TARGET_MB = 2048;
    /** The 10M run's heap (the issue's -Xmx2g); the 1M run's: what keeps its resident set under the target. */
    static final String LARGE_HEAP = "-Xmx2g", FULL_HEAP = "-Xmx1g";
    /** Spark's heap, as the launcher gives it (this JVM's, which the children inherit, is the embedded engine's 1 GB). */
    static final String SPARK_HEAP = "-Xmx8g";

    private AnalyzeBenchmark() {}

    /**
     * The benchmark's settings, read once by the CLI.
     *
     * @param child    how to start {@code dialectic} in a fresh JVM (the demo and the full run)
     * @param skipDemo do not time the demo
     * @param smallRecords records of the latency run on local[*] (0 skips it)
     * @param speedupRecords records of the local[1]/local[2] comparison (0 skips it)
     */
    public record Config(
            Path corpus,
            Path crashes,
            ChildJvm child,
            boolean skipDemo,
            long smallRecords,
            long records,
            long speedupRecords,
            Path work,
            boolean csv,
            boolean keep,
            boolean skipFull,
            long largeRecords,
            boolean skipSpark,
            long heavyRecords,
            long fuzzRecords) {}

    /**
     * {@code dialectic} in a fresh JVM, as the launcher starts it.
     *
     * @param javaAndOptions the java command and the JVM options
     * @param classPathAndMain {@code -cp}, the class path and the main class
     */
    public record ChildJvm(List<String> javaAndOptions, List<String> classPathAndMain) {
        List<String> command(List<String> moreOptions, List<String> args) {
            List<String> c = new ArrayList<>(javaAndOptions);
            c.addAll(moreOptions);
            c.addAll(classPathAndMain);
            c.addAll(args);
            return c;
        }
    }

    /**
     * One timed analysis: wall seconds, Spark jobs and tasks (-1 when unknown, or embedded: no Spark at all), and the
     * share of the tasks' run time spent on a CPU ({@link JobCount#onCpu}; -1 unknown).
     */
    public record Figure(double seconds, int jobs, int tasks, boolean inProcess, double onCpu) {
        String counts() {
            if (inProcess) return ", embedded (no Spark)";
            String cpu = onCpu < 0
                    ? ""
                    : String.format(Locale.ROOT, ", tasks on a CPU %.0f %% of their run time", 100 * onCpu);
            return jobs < 0 ? "" : String.format(Locale.ROOT, ", %d Spark jobs, %d tasks%s", jobs, tasks, cpu);
        }
    }

    /**
     * A child run's figures: wall seconds (start to exit), peak resident set (VmHWM), from its summary.json its analysis
     * seconds, and its phases (from its own progress lines).
     */
    public record Child(Figure figure, long peakRssMb, double analysisSeconds, JobCount.Line counts, Phases phases) {}

    /**
     * The embedded analysis's phases, in seconds of the child's own clock (NaN when a line was not seen): reading and
     * featurizing, writing the runs table, and everything after (programs, items, errors, clusters, the aggregates and
     * the report).
     */
    public record Phases(double featurizing, double runsTable, double rest) {
        static final String FEATURIZING = "reading and featurizing",
                RUNS_TABLE = "featurized ",
                REST = "building the ",
                END = "wrote ";

        static Phases of(Map<String, Double> at) {
            double f = at.getOrDefault(FEATURIZING, Double.NaN),
                    r = at.getOrDefault(RUNS_TABLE, Double.NaN),
                    b = at.getOrDefault(REST, Double.NaN),
                    e = at.getOrDefault(END, Double.NaN);
            return new Phases(r - f, b - r, e - b);
        }

        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "featurizing %.1f s, runs table %.1f s, the rest %.1f s",
                    featurizing,
                    runsTable,
                    rest);
        }
    }

    /** One more 1M-record corpus of another shape, run embedded like the full one: its figures and its summary's counts. */
    public record ShapeRun(BenchCorpus.Shape shape, long records, Child child, long programs, long crashClusters) {
        String describe() {
            return String.format(
                    Locale.ROOT,
                    "%d records of the %s shape, embedded (fresh JVM %s): %.1f s wall = %.0f rec/s, peak RSS %d MB (%d programs,"
                            + " %d crash clusters); %s",
                    records,
                    shape.label,
                    FULL_HEAP,
                    child.figure().seconds(),
                    records / child.figure().seconds(),
                    child.peakRssMb(),
                    programs,
                    crashClusters,
                    child.phases());
        }
    }

    /** The figures; null ones were skipped. */
    public record Result(
            Child demo,
            long smallRecords,
            Figure small,
            long records,
            double generateSeconds,
            long corpusBytes,
            long speedupRecords,
            Figure local1,
            Figure local2,
            Child embedded,
            Child spark,
            boolean identical,
            long largeRecords,
            Child large,
            String largeFailure,
            long fullPrograms,
            long fullCrashClusters,
            long fullErrors,
            double loadStart,
            double loadEnd,
            List<ShapeRun> shapes) {

        public String describe() {
            StringBuilder sb = new StringBuilder();
            sb.append(String.format(
                    Locale.ROOT,
                    "load average (1 min) %.2f at start, %.2f at end; %d cores%n",
                    loadStart,
                    loadEnd,
                    Runtime.getRuntime().availableProcessors()));
            sb.append(String.format(
                    Locale.ROOT,
                    "generated %d records in %.0f s (%.0f MB gzip JSONL)%n",
                    records + largeRecords + smallRecords + speedupRecords,
                    generateSeconds,
                    corpusBytes / 1e6));
            sb.append("targets:\n");
            if (embedded != null) {
                String beside = spark == null
                        ? ""
                        : String.format(
                                Locale.ROOT,
                                "; Spark local[2] on the same corpus %.1f s",
                                spark.figure().seconds());
                sb.append(target(
                        String.format(
                                Locale.ROOT,
                                "%d records end to end, embedded (fresh JVM %s): %.1f s wall = %.0f rec/s, peak RSS %d MB "
                                        + "(%d programs, %d crash clusters, %d error rows)%s",
                                records,
                                FULL_HEAP,
                                embedded.figure().seconds(),
                                records / embedded.figure().seconds(),
                                embedded.peakRssMb(),
                                fullPrograms,
                                fullCrashClusters,
                                fullErrors,
                                beside),
                        embedded.figure().seconds() <= EMBEDDED_TARGET_S
                                && embedded.peakRssMb() <= EMBEDDED_RSS_TARGET_MB,
                        "<= " + (int) EMBEDDED_TARGET_S + " s and <= " + EMBEDDED_RSS_TARGET_MB
                                + " MB at 1000000 records"));
            }
            if (embedded != null) sb.append("  ").append(embedded.phases()).append('\n');
            for (ShapeRun r : shapes) {
                String target = r.shape() == BenchCorpus.Shape.FUZZ
                        ? "<= 2x its featurizing time and <= " + EMBEDDED_RSS_TARGET_MB + " MB"
                        : "<= " + (int) EMBEDDED_TARGET_S + " s and <= " + EMBEDDED_RSS_TARGET_MB
                                + " MB at 1000000 records";
                double limit = r.shape() == BenchCorpus.Shape.FUZZ
                        ? 2 * r.child().phases().featurizing()
                        : EMBEDDED_TARGET_S;
                double wall = r.shape() == BenchCorpus.Shape.FUZZ
                        ? r.child().analysisSeconds()
                        : r.child().figure().seconds();
                sb.append(
                        target(r.describe(), wall <= limit && r.child().peakRssMb() <= EMBEDDED_RSS_TARGET_MB, target));
            }
            if (large != null) {
                double ratio = embedded == null
                        ? Double.NaN
                        : large.figure().seconds() / embedded.figure().seconds();
                sb.append(target(
                        String.format(
                                Locale.ROOT,
                                "%d records, embedded, %s: completed in %.1f s wall = %.0f rec/s (%.2fx the %d-record run), peak RSS %d MB",
                                largeRecords,
                                LARGE_HEAP,
                                large.figure().seconds(),
                                largeRecords / large.figure().seconds(),
                                ratio,
                                records,
                                large.peakRssMb()),
                        ratio <= LARGE_RATIO * largeRecords / (10.0 * records),
                        "completes; wall <= " + (int) LARGE_RATIO + "x the 1M figure at 10M (scaled to " + largeRecords
                                + " records)"));
            } else if (largeFailure != null) {
                sb.append(target(
                        largeRecords + " records, embedded, " + LARGE_HEAP + ": " + largeFailure,
                        false,
                        "completes; wall <= " + (int) LARGE_RATIO + "x the 1M figure at 10M"));
            } else {
                sb.append("large run skipped (--large-records 0)\n");
            }
            if (spark != null) {
                sb.append(target(
                        String.format(
                                Locale.ROOT,
                                "%d records, Spark local[2] (fresh JVM): %.1f s wall = %.0f rec/s, peak RSS %d MB%s; "
                                        + "summary.json %s the embedded run's",
                                records,
                                spark.figure().seconds(),
                                records / spark.figure().seconds(),
                                spark.peakRssMb(),
                                spark.figure().counts(),
                                identical ? "equal to" : "DIFFERENT from"),
                        spark.figure().seconds() <= SPARK_BEFORE_S && identical,
                        "<= " + (int) SPARK_BEFORE_S + " s (before), identical results"));
            }
            if (demo != null) {
                sb.append(target(
                        String.format(
                                Locale.ROOT,
                                "demo after the build: %.1f s of analysis (%.1f s wall, JVM start included)",
                                demo.analysisSeconds(),
                                demo.figure().seconds()),
                        demo.analysisSeconds() <= DEMO_ANALYSIS_TARGET_S,
                        "<= " + (int) DEMO_ANALYSIS_TARGET_S + " s"));
            }
            sb.append(
                    "app opens the 1M report to a rendered view: measured by the app (dialectic app --screenshot, the TestFX timing test)   "
                            + "[target <= 3 s, <= 1.5 GB RSS]\n");
            if (small != null) {
                sb.append(target(
                        String.format(
                                Locale.ROOT,
                                "%d records on local[*] (start included): %.1f s%s",
                                smallRecords,
                                small.seconds(),
                                small.counts()),
                        small.seconds() <= SMALL_TARGET_S,
                        "<= " + (int) SMALL_TARGET_S + " s"));
            }
            if (local1 != null) {
                double speedup = local1.seconds() / local2.seconds();
                sb.append(target(
                        String.format(
                                Locale.ROOT,
                                "%d records on Spark, one after the other in this JVM: local[1] %.1f s, local[2] %.1f s, "
                                        + "speed-up %.3fx%s",
                                speedupRecords,
                                local1.seconds(),
                                local2.seconds(),
                                speedup,
                                local2.counts()),
                        speedup >= SPEEDUP_TARGET,
                        ">= " + SPEEDUP_TARGET + "x at 100000 records"));
            }
            return sb.toString().stripTrailing();
        }

        private static String target(String figure, boolean met, String target) {
            return String.format("%s   [target %s: %s]%n", figure, target, met ? "met" : "MISSED");
        }
    }

    public static Result run(Config cfg, Progress progress) throws IOException, InterruptedException {
        Files.createDirectories(cfg.work());
        double load0 = load();
        Child demo = null;
        if (!cfg.skipDemo()) {
            Path out = cfg.work().resolve("out-demo");
            List<String> args = List.of("demo", "--out", out.toString());
            progress.step("demo in a fresh JVM: " + String.join(" ", args));
            // the launcher runs demo on the quick compiler only (see the dialectic script)
            demo = child(
                    cfg.child().command(List.of("-XX:TieredStopAtLevel=1"), args),
                    cfg.work().resolve("demo"),
                    out,
                    progress);
            progress.step(String.format(
                    Locale.ROOT,
                    "demo: %.1f s of analysis, %.1f s wall",
                    demo.analysisSeconds(),
                    demo.figure().seconds()));
        }
        long t0 = System.nanoTime();
        Path big = cfg.work().resolve("corpus");
        Path large = cfg.work().resolve("corpus-large");
        Path mid = cfg.work().resolve("corpus-speedup");
        Path small = cfg.work().resolve("corpus-small");
        progress.step("generating records from " + cfg.corpus() + " and " + cfg.crashes());
        // a kept corpus of the same size is used again (generating 1M records takes a minute; 10M, ten)
        if (!cfg.skipFull()) generate(new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.records(), 16, 4, 1), big);
        if (cfg.largeRecords() > 0)
            generate(new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.largeRecords(), 64, 4, 4), large);
        if (cfg.speedupRecords() > 0)
            generate(new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.speedupRecords(), 8, 4, 2), mid);
        if (cfg.smallRecords() > 0)
            generate(new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.smallRecords(), 2, 4, 3), small);
        Path heavy = cfg.work().resolve("corpus-heavy");
        Path fuzz = cfg.work().resolve("corpus-fuzz");
        if (cfg.heavyRecords() > 0)
            generate(
                    new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.heavyRecords(), 16, 4, 5, BenchCorpus.Shape.HEAVY),
                    heavy);
        if (cfg.fuzzRecords() > 0)
            generate(
                    new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.fuzzRecords(), 16, 1, 6, BenchCorpus.Shape.FUZZ),
                    fuzz);
        double gen = seconds(t0);
        long bytes = size(big) + size(large) + size(mid) + size(small) + size(heavy) + size(fuzz);

        Child embedded = null, spark = null, largeRun = null;
        boolean identical = false;
        long programs = 0, clusters = 0, errors = 0;
        if (!cfg.skipFull()) {
            // as a user runs it: its own JVM (JIT warm-up, start and exit included)
            Path out = cfg.work().resolve("out-embedded");
            embedded = analyzeChild(cfg, big, out, "embedded", FULL_HEAP, "embedded", progress);
            JsonNode summary = Json.MAPPER.readTree(out.resolve("summary.json").toFile());
            programs = summary.get("programs").asLong();
            clusters = summary.get("crash_clusters").asLong();
            errors = summary.get("errors").asLong();
            if (!cfg.skipSpark()) {
                Path sparkOut = cfg.work().resolve("out-spark");
                spark = analyzeChild(cfg, big, sparkOut, "spark", SPARK_HEAP, "spark", progress);
                identical = sameResults(out.resolve("summary.json"), sparkOut.resolve("summary.json"));
            }
        }
        List<ShapeRun> shapes = new ArrayList<>();
        if (cfg.heavyRecords() > 0)
            shapes.add(shapeRun(cfg, BenchCorpus.Shape.HEAVY, cfg.heavyRecords(), heavy, progress));
        if (cfg.fuzzRecords() > 0) shapes.add(shapeRun(cfg, BenchCorpus.Shape.FUZZ, cfg.fuzzRecords(), fuzz, progress));
        String largeFailure = null;
        if (cfg.largeRecords() > 0) {
            // a failed large run is a figure of the table (the target missed), not the end of the benchmark
            try {
                largeRun = analyzeChild(
                        cfg, large, cfg.work().resolve("out-large"), "embedded", LARGE_HEAP, "large", progress);
            } catch (IllegalStateException e) {
                largeFailure = e.getMessage();
                progress.step(largeFailure);
            }
        }
        Figure smallFig = null;
        if (cfg.smallRecords() > 0) {
            progress.step("latency: " + cfg.smallRecords() + " records on local[*]");
            smallFig = analyze(small, cfg.work().resolve("out-small"), "local[*]", Engine.AUTO, progress)
                    .figure();
        }
        Figure f1 = null, f2 = null;
        if (cfg.speedupRecords() > 0) {
            // Spark's scaling from one core to two, what a cluster relies on
            progress.step("speed-up: " + cfg.speedupRecords() + " records on local[1]");
            f1 = analyze(mid, cfg.work().resolve("out-local1"), "local[1]", Engine.SPARK, progress)
                    .figure();
            f2 = analyze(mid, cfg.work().resolve("out-local2"), "local[2]", Engine.SPARK, progress)
                    .figure();
        }
        Result res = new Result(
                demo,
                cfg.smallRecords(),
                smallFig,
                cfg.skipFull() ? 0 : cfg.records(),
                gen,
                bytes,
                cfg.speedupRecords(),
                f1,
                f2,
                embedded,
                spark,
                identical,
                cfg.largeRecords(),
                largeRun,
                largeFailure,
                programs,
                clusters,
                errors,
                load0,
                load(),
                shapes);
        if (!cfg.keep()) {
            for (Path p : List.of(big, large, mid, small, heavy, fuzz)) Trees.delete(p);
        }
        return res;
    }

    /** A corpus of another shape analyzed embedded in a fresh JVM at the full run's heap, as a user runs it. */
    private static ShapeRun shapeRun(Config cfg, BenchCorpus.Shape shape, long records, Path corpus, Progress progress)
            throws IOException, InterruptedException {
        Path out = cfg.work().resolve("out-" + shape.label);
        Child c = analyzeChild(cfg, corpus, out, "embedded", FULL_HEAP, shape.label, progress);
        JsonNode summary = Json.MAPPER.readTree(out.resolve("summary.json").toFile());
        return new ShapeRun(
                shape,
                records,
                c,
                summary.get("programs").asLong(),
                summary.get("crash_clusters").asLong());
    }

    /** Writes {@code c} into {@code dir} unless a kept corpus of the same records is there (its parts and their sizes say so). */
    private static void generate(BenchCorpus c, Path dir) throws IOException {
        Path stamp = dir.resolve(".records");
        String want = c.records() + " " + c.parts() + " " + c.campaigns() + " " + c.seed()
                + (c.shape() == BenchCorpus.Shape.SEEDS ? "" : " " + c.shape().label);
        if (Files.isRegularFile(stamp) && Files.readString(stamp).equals(want)) return;
        Trees.delete(dir);
        c.write(dir);
        Files.writeString(stamp, want);
    }

    /** {@code dialectic analyze} of {@code corpus} in a fresh JVM (its heap {@code heap}, null: the launcher's). */
    private static Child analyzeChild(
            Config cfg, Path corpus, Path out, String engine, String heap, String name, Progress progress)
            throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of(
                "analyze", corpus.toString(), "--engine", engine, "--master", "local[2]", "--out", out.toString()));
        if (!cfg.csv()) args.add("--no-csv");
        progress.step(name + " run: dialectic " + String.join(" ", args) + " in a fresh JVM"
                + (heap == null ? "" : " with " + heap));
        Child r = child(
                cfg.child().command(heap == null ? List.of() : List.of(heap), args),
                cfg.work().resolve(name),
                out,
                progress);
        progress.step(String.format(
                Locale.ROOT,
                "%s run: %.1f s wall, peak RSS %d MB",
                name,
                r.figure().seconds(),
                r.peakRssMb()));
        return r;
    }

    /** The two analyses' summary.json, bar the wall time and the output folder. */
    static boolean sameResults(Path a, Path b) throws IOException {
        JsonNode x = Json.MAPPER.readTree(a.toFile()), y = Json.MAPPER.readTree(b.toFile());
        for (JsonNode n : List.of(x, y)) {
            ((ObjectNode) n).remove("seconds");
        }
        return x.equals(y);
    }

    private record Timed(Figure figure, AnalysisResult result) {}

    /**
     * One analysis as {@code dialectic analyze} runs it ({@link Analysis#run(AnalyzeConfig, Progress)}): embedded when
     * {@link Engine#AUTO} says so, else on its own session (Spark start included in the time), with its jobs counted.
     */
    private static Timed analyze(Path corpus, Path out, String master, Engine engine, Progress progress) {
        long t0 = System.nanoTime();
        AnalyzeConfig cfg = AnalyzeConfig.of(List.of(new InputSpec(null, corpus)), out)
                .withMaster(master)
                .withCsv(false)
                .withShufflePartitions(16)
                .withEngine(engine);
        if (Analysis.runsEmbedded(cfg)) {
            AnalysisResult r = Analysis.run(null, cfg, m -> progress.step("  " + m));
            return new Timed(new Figure(seconds(t0), -1, -1, true, -1), r);
        }
        SparkSession spark = SparkSessions.open(cfg);
        JobCount count = new JobCount();
        spark.sparkContext().addSparkListener(count);
        try {
            AnalysisResult r = Analysis.run(spark, cfg, m -> progress.step("  " + m));
            return new Timed(new Figure(seconds(t0), count.jobs(), count.tasks(), false, count.onCpu()), r);
        } finally {
            spark.sparkContext().removeSparkListener(count);
            spark.stop();
        }
    }

    /**
     * {@code command} in a child JVM, timed from its start to its exit, its peak resident set read from /proc while it
     * runs; its stderr shown as progress and kept in {@code name}.stderr, its Spark counts read from the
     * {@link JobCount} line it prints (null when it ran embedded), its analysis seconds from {@code out}/summary.json.
     */
    private static Child child(List<String> command, Path name, Path out, Progress progress)
            throws IOException, InterruptedException {
        Path err = name.resolveSibling(name.getFileName() + ".stderr");
        long t0 = System.nanoTime();
        // The one process runner; a full analysis of 10M records may take an hour, and its stderr is followed as it
        // grows.
        ProcessRunner.Running p = new ProcessRunner()
                .start(ProcessSpec.of(command)
                        .workIn(Path.of("").toAbsolutePath())
                        .timeout(Duration.ofHours(6))
                        .stdoutTo(name.resolveSibling(name.getFileName() + ".stdout"))
                        .stderrTo(err));
        JobCount.Line counts = null;
        boolean inProcess = false;
        long read = 0;
        StringBuilder partial = new StringBuilder();
        Map<String, Double> marks = new HashMap<>();
        boolean done = false;
        long rssKb = 0;
        Path status = Path.of("/proc", String.valueOf(p.pid()), "status");
        while (!done) {
            done = p.waitFor(250);
            rssKb = Math.max(rssKb, peakRssKb(status));
            try (var in = Files.newInputStream(err)) {
                in.skipNBytes(read);
                byte[] more = in.readAllBytes();
                read += more.length;
                partial.append(new String(more, StandardCharsets.UTF_8));
            }
            int nl;
            while ((nl = partial.indexOf("\n")) >= 0 || (done && partial.length() > 0)) {
                String line = nl >= 0 ? partial.substring(0, nl) : partial.toString();
                partial.delete(0, nl >= 0 ? nl + 1 : partial.length());
                if (line.contains(Analysis.IN_PROCESS_STEP)) inProcess = true;
                Matcher clock = CHILD_CLOCK.matcher(line);
                if (clock.find()) {
                    for (String mark : List.of(Phases.FEATURIZING, Phases.RUNS_TABLE, Phases.REST, Phases.END))
                        if (line.startsWith(mark, clock.end()))
                            marks.putIfAbsent(mark, Double.parseDouble(clock.group(1)));
                }
                JobCount.Line c = JobCount.line(line);
                if (c != null) counts = c;
                else
                    progress.step("  "
                            + line.replaceFirst("^\\[[a-z]+ +[0-9.]+s\\] ", "")); // the child's own clock: ours counts
            }
        }
        ProcessResult r = p.await();
        double s = seconds(t0);
        if (!r.ok())
            throw new IllegalStateException(
                    "the " + name.getFileName() + " run failed (exit " + r.exitCode() + "), see " + err);
        Figure f = counts == null
                ? new Figure(s, -1, -1, inProcess, -1)
                : new Figure(s, counts.jobs(), counts.tasks(), inProcess, counts.onCpu());
        double analysis = Json.MAPPER
                .readTree(out.resolve("summary.json").toFile())
                .path("seconds")
                .asDouble(Double.NaN);
        return new Child(f, rssKb / 1024, analysis, counts, Phases.of(marks));
    }

    /** The child's own clock at the start of a progress line ({@link Progress#to}). */
    private static final Pattern CHILD_CLOCK = Pattern.compile("^\\[[a-z]+ +([0-9.]+)s\\] ");

    /** VmHWM of a live process (kB), 0 once it has ended: Linux only; the last reading before the exit is the peak. */
    private static long peakRssKb(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        } catch (IOException | RuntimeException e) {
            // ended, or not Linux
        }
        return 0;
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

    private static long size(Path dir) throws IOException {
        if (!Files.exists(dir)) return 0;
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile)
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        }
    }
}
