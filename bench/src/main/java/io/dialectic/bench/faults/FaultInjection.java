package io.dialectic.bench.faults;

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
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Fault injection on the real command line: each verb is started as a child JVM exactly as
 * the launcher starts it, killed with SIGKILL or SIGTERM at a random point of its run, then resumed the
 * way a user would, and checked: no input changed (SHA-256 of every input file), the output right after
 * the kill whole or absent (no broken record beyond a kill -9's torn tail, no temporary folder after a
 * SIGTERM), a SIGTERM answered by a non-zero exit and {@code dialectic VERB: interrupted}, and after the
 * resume no run lost or duplicated (the same runs as an uninterrupted reference run).
 *
 * <p>Order: per verb, {@link Scenario#prepare} and one uninterrupted reference run (its duration bounds
 * the random kill point: uniform in [{@link #MIN_DELAY_MS}, reference duration]); then per signal,
 * {@code trials} trials. Used by {@code dialectic bench faults} (20 trials) and by a fast test (1 trial).
 */
public final class FaultInjection {
    /** How the child is stopped: SIGKILL ({@link Process#destroyForcibly}) or SIGTERM ({@link Process#destroy}). */
    public enum Signal {
        KILL,
        TERM
    }

    /** The first second is JVM start-up, before the verb runs: kills land after it. */
    static final long MIN_DELAY_MS = 1000;

    private static final long CHILD_TIMEOUT_S = 300;

    /**
     * Where to work, which verbs, how many trials per verb and signal, the random seed of the kill points.
     * {@code killWithinMs} 0: the full trial (reference run, kill within its duration, resume, compare); above 0:
     * the kill alone, within that many ms, checked right after it (for a verb too slow to run three times in a test).
     */
    public record Settings(
            Path work,
            Path shared,
            Path repo,
            List<String> verbs,
            List<Signal> signals,
            int trials,
            long seed,
            long killWithinMs) {
        public Settings {
            verbs = List.copyOf(verbs);
            signals = List.copyOf(signals);
        }
    }

    /** One trial: where it was killed, how the process ended, what was wrong (empty: nothing). */
    public record Trial(
            String verb,
            Signal signal,
            int index,
            long killAtMs,
            boolean finishedFirst,
            int exitCode,
            boolean saidInterrupted,
            boolean inputsIntact,
            List<String> afterKill,
            boolean resumed,
            List<String> afterResume) {
        public boolean ok() {
            // Exit 0 after a SIGTERM: the signal reached a JVM already exiting after its work was done (a TERM sent
            // near the end of a run); nothing was interrupted, and the output checks still
            // apply.
            boolean signalled = signal == Signal.KILL || finishedFirst || exitCode == 0 || saidInterrupted;
            return signalled && inputsIntact && afterKill.isEmpty() && afterResume.isEmpty();
        }
    }

    private final Settings settings;
    private final Consumer<String> log;

    public FaultInjection(Settings settings, Consumer<String> log) {
        this.settings = settings;
        this.log = log;
    }

    /** Runs every trial; a failing check is a row, never an exception. */
    public List<Trial> run() throws IOException, InterruptedException {
        List<Trial> out = new ArrayList<>();
        Random rng = new Random(settings.seed());
        for (String verb : settings.verbs()) {
            Scenario sc = scenario(verb);
            Path dir = Files.createDirectories(settings.work().resolve(verb));
            sc.prepare(Files.createDirectories(dir.resolve("inputs")));
            Map<String, String> inputs = OutputChecks.checksums(sc.inputs());
            Path reference = null;
            long refMs = settings.killWithinMs();
            if (refMs <= 0) {
                reference = Files.createDirectories(dir.resolve("reference"));
                long t0 = System.nanoTime();
                Child ref = start(sc.args(reference, false), reference).await();
                refMs = (System.nanoTime() - t0) / 1_000_000;
                if (ref.exit() != 0)
                    throw new IOException(
                            "the uninterrupted " + verb + " failed (exit " + ref.exit() + "): " + ref.err());
                log.accept(verb + ": reference run " + refMs + " ms");
            }
            for (Signal signal : settings.signals()) {
                for (int i = 0; i < settings.trials(); i++) {
                    long at = MIN_DELAY_MS + (long) (rng.nextDouble() * Math.max(1, refMs - MIN_DELAY_MS));
                    Trial t = trial(
                            sc,
                            signal,
                            i,
                            at,
                            dir.resolve(signal.name().toLowerCase(Locale.ROOT) + "-" + i),
                            reference,
                            inputs);
                    log.accept(String.format(
                            Locale.ROOT,
                            "%s %s #%d kill at %d ms: exit %d%s%s",
                            verb,
                            signal,
                            i,
                            at,
                            t.exitCode(),
                            t.finishedFirst() ? " (had finished)" : "",
                            t.ok()
                                    ? " ok"
                                    : " FAILED " + t.afterKill() + " " + t.afterResume()
                                            + (t.inputsIntact() ? "" : " input modified")));
                    out.add(t);
                }
            }
        }
        return out;
    }

    private Trial trial(
            Scenario sc, Signal signal, int index, long atMs, Path trialDir, Path reference, Map<String, String> inputs)
            throws IOException, InterruptedException {
        Files.createDirectories(trialDir);
        Child c = start(sc.args(trialDir, false), trialDir);
        boolean finishedFirst = c.running().waitFor(atMs);
        if (!finishedFirst) {
            // As a user's kill: SIGKILL or SIGTERM to the JVM alone, its mlir-opt children left to it.
            if (signal == Signal.KILL) c.running().kill();
            else c.running().terminate();
        }
        Child ended = c.await();
        boolean said = ended.err().contains("dialectic " + sc.verb() + ": interrupted");
        List<String> afterKill = sc.checkInterrupted(trialDir, signal);
        boolean intact = OutputChecks.checksums(sc.inputs()).equals(inputs);
        List<String> afterResume = new ArrayList<>();
        if (reference != null) {
            Child resumed = start(sc.args(trialDir, true), trialDir).await();
            afterResume.addAll(sc.checkFinal(trialDir, reference));
            if (resumed.exit() != 0)
                afterResume.add("resume exit " + resumed.exit() + ": "
                        + resumed.err().strip().lines().reduce((a, b) -> b).orElse(""));
            intact &= OutputChecks.checksums(sc.inputs()).equals(inputs);
        }
        return new Trial(
                sc.verb(),
                signal,
                index,
                atMs,
                finishedFirst,
                ended.exit(),
                said,
                intact,
                afterKill,
                reference != null,
                afterResume);
    }

    private Scenario scenario(String verb) {
        return switch (verb) {
            case "run" -> new RunScenario(settings.shared(), 8);
            case "fuzz" -> new FuzzScenario(settings.shared(), 16);
            case "analyze" -> new AnalyzeScenario(settings.repo());
            case "reduce" -> new ReduceScenario(settings.shared(), "v19_r1_c00014");
            default -> throw new IllegalArgumentException(
                    "no fault-injection scenario for '" + verb + "' (run, fuzz, analyze, reduce)");
        };
    }

    /** A started child and where its output goes. */
    private record Child(ProcessRunner.Running running, Path errFile, int exit, String err) {
        Child await() throws IOException {
            ProcessResult r = running.await();
            return new Child(
                    running,
                    errFile,
                    r.exitCode() == null ? -1 : r.exitCode(),
                    Files.readString(errFile, StandardCharsets.UTF_8));
        }
    }

    private Child start(List<String> args, Path trialDir) throws IOException {
        int n = 0;
        while (Files.exists(trialDir.resolve("child-" + n + ".err"))) n++;
        Path out = trialDir.resolve("child-" + n + ".out");
        Path err = trialDir.resolve("child-" + n + ".err");
        return new Child(new ProcessRunner().start(childJvm(args).stdoutTo(out).stderrTo(err)), err, -1, "");
    }

    /**
     * The CLI in a child JVM as {@code ./dialectic} runs it, in this JVM's working folder, given {@value #CHILD_TIMEOUT_S} s; exit codes
     * follow the one convention ({@code -15} for a JVM ended by SIGTERM's 143).
     */
    static ProcessSpec childJvm(List<String> args) {
        List<String> cmd = new ArrayList<>(javaCommand());
        cmd.addAll(args);
        return ProcessSpec.of(cmd).workIn(Path.of("").toAbsolutePath()).timeout(Duration.ofSeconds(CHILD_TIMEOUT_S));
    }

    /**
     * This JVM's java with this class path, this JVM's module options (the launcher's or the test JVM's, both the parent
     * pom's {@code spark.opens}) and its compiler choice: the CLI as {@code ./dialectic} runs it.
     */
    static List<String> javaCommand() {
        List<String> cmd = new ArrayList<>();
        cmd.add(ProcessHandle.current().info().command().orElse("java"));
        cmd.add("-Xmx1g");
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("--add-opens")
                    || a.startsWith("-XX:+IgnoreUnrecognizedVMOptions")
                    || a.startsWith("-Djdk.reflect")
                    || a.startsWith("-Dio.netty")
                    || a.startsWith("-XX:TieredStopAtLevel")) cmd.add(a);
        }
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add("io.dialectic.cli.Dialectic");
        return cmd;
    }

    /** The table: one row per verb and signal. */
    public static String table(List<Trial> trials) {
        StringBuilder sb = new StringBuilder();
        sb.append(
                "| verb | signal | trials | killed while running | exit codes | said interrupted | inputs intact | whole after kill | resumed complete, no run lost or duplicated | ok |\n");
        sb.append("|---|---|---|---|---|---|---|---|---|---|\n");
        List<String> keys =
                trials.stream().map(t -> t.verb() + " " + t.signal()).distinct().toList();
        for (String k : keys) {
            List<Trial> ts = trials.stream()
                    .filter(t -> (t.verb() + " " + t.signal()).equals(k))
                    .toList();
            Trial first = ts.get(0);
            long running = ts.stream().filter(t -> !t.finishedFirst()).count();
            String codes = String.join(
                    ",",
                    ts.stream()
                            .filter(t -> !t.finishedFirst())
                            .map(t -> Integer.toString(t.exitCode()))
                            .distinct()
                            .sorted()
                            .toList());
            long said = ts.stream()
                    .filter(t -> !t.finishedFirst() && t.saidInterrupted())
                    .count();
            sb.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %d | %d | %s | %s | %d | %d | %s | %d |%n",
                    first.verb(),
                    "SIG" + first.signal(),
                    ts.size(),
                    running,
                    codes.isEmpty() ? "-" : codes,
                    first.signal() == Signal.TERM ? said + "/" + running : "-",
                    ts.stream().filter(Trial::inputsIntact).count(),
                    ts.stream().filter(t -> t.afterKill().isEmpty()).count(),
                    first.resumed()
                            ? Long.toString(ts.stream()
                                    .filter(t -> t.afterResume().isEmpty())
                                    .count())
                            : "- (kill only)",
                    ts.stream().filter(Trial::ok).count()));
        }
        return sb.toString();
    }
}
