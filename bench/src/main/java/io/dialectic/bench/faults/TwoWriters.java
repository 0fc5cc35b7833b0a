package io.dialectic.bench.faults;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The two-writers scenario of {@code bench faults}: two {@code dialectic run} child JVMs started on the same
 * {@code --out} at once (the second after a random delay of 0-1 s), many trials. Each trial must end with exactly one
 * writer refused ({@code is being written by dialectic run (pid N, ...)}, exit 1) and the runs file holding every run of
 * the corpus once: nothing duplicated, nothing lost. Before the output lock both ran every program: 80 records with 40
 * duplicate run ids.
 */
public final class TwoWriters {
    /** One trial and what was wrong (empty: nothing). */
    public record Trial(
            int index, long delayMs, int exitA, int exitB, int records, int distinct, List<String> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    private final Path work;
    private final Path shared;
    private final int programs;
    private final Consumer<String> log;

    public TwoWriters(Path work, Path shared, int programs, Consumer<String> log) {
        this.work = work;
        this.shared = shared;
        this.programs = programs;
        this.log = log;
    }

    public List<Trial> run(int trials, long seed) throws IOException, InterruptedException {
        RunScenario corpus = new RunScenario(shared, programs);
        corpus.prepare(Files.createDirectories(work.resolve("inputs")));
        Random rng = new Random(seed);
        List<Trial> out = new ArrayList<>();
        ProcessRunner runner = new ProcessRunner();
        Path refDir = Files.createDirectories(work.resolve("reference"));
        ProcessResult ref =
                runner.run(FaultInjection.childJvm(corpus.args(refDir, false)).stdoutTo(ProcessSpec.DISCARD));
        if (!ref.ok())
            throw new IOException("the reference run failed (exit " + ref.exitCode() + "): " + ref.stderrText());
        Set<String> want =
                new HashSet<>(OutputChecks.records(refDir.resolve("runs.jsonl")).ids());
        for (int i = 0; i < trials; i++) {
            Path dir = Files.createDirectories(work.resolve("trial-" + i));
            // One process per program (--batch 1): batched, the corpus takes about a second, too short for two writers
            // to meet;
            // the lock does not depend on how runs are grouped.
            List<String> args = new ArrayList<>(corpus.args(dir, false));
            args.addAll(List.of("--batch", "1"));
            long delay = (long) (rng.nextDouble() * 1000);
            ProcessRunner.Running a = runner.start(
                    FaultInjection.childJvm(args).stdoutTo(ProcessSpec.DISCARD).maxOutput(1 << 20));
            Thread.sleep(delay);
            ProcessRunner.Running b = runner.start(
                    FaultInjection.childJvm(args).stdoutTo(ProcessSpec.DISCARD).maxOutput(1 << 20));
            ProcessResult ra = a.await();
            ProcessResult rb = b.await();
            List<String> problems = new ArrayList<>();
            int refused = 0;
            for (ProcessResult r : List.of(ra, rb)) {
                if (r.stderrText().contains("is being written by dialectic run (pid ")) {
                    refused++;
                    if (!Integer.valueOf(1).equals(r.exitCode()))
                        problems.add("a refused writer exited " + r.exitCode());
                } else if (!Integer.valueOf(0).equals(r.exitCode())) {
                    problems.add("a writer failed, exit " + r.exitCode() + ": "
                            + r.stderrText().strip().lines().reduce((x, y) -> y).orElse(""));
                }
            }
            // The second may start after the first finished: then it resumes a complete file and adds nothing.
            boolean firstDone = refused == 0;
            if (refused > 1) problems.add("both writers refused");
            List<RunRecord> records =
                    OutputChecks.records(dir.resolve("runs.jsonl")).records();
            Set<String> ids = new HashSet<>();
            for (RunRecord r : records) ids.add(r.runId());
            if (ids.size() != records.size()) problems.add((records.size() - ids.size()) + " duplicated run(s)");
            if (!ids.equals(want)) problems.add(ids.size() + " distinct runs, expected the reference's " + want.size());
            Trial t = new Trial(
                    i,
                    delay,
                    ra.exitCode() == null ? -1 : ra.exitCode(),
                    rb.exitCode() == null ? -1 : rb.exitCode(),
                    records.size(),
                    ids.size(),
                    problems);
            log.accept(String.format(
                    Locale.ROOT,
                    "writers #%d second at %d ms: exits %d/%d, %d records, %d distinct%s%s",
                    i,
                    delay,
                    t.exitA(),
                    t.exitB(),
                    t.records(),
                    t.distinct(),
                    firstDone ? " (the first had finished)" : "",
                    t.ok() ? " ok" : " FAILED " + problems));
            out.add(t);
        }
        return out;
    }

    /** One row for all trials. */
    public static String table(List<Trial> trials) {
        long refusedOne = trials.stream()
                .filter(t -> (t.exitA() == 1) != (t.exitB() == 1))
                .count();
        return "| scenario | trials | one writer refused | nothing duplicated | nothing lost | ok |\n|---|---|---|---|---|---|\n"
                + String.format(
                        Locale.ROOT,
                        "| two `run` on one --out | %d | %d | %d | %d | %d |%n",
                        trials.size(),
                        refusedOne,
                        trials.stream().filter(t -> t.records() == t.distinct()).count(),
                        trials.stream()
                                .filter(t -> t.problems().stream().noneMatch(p -> p.contains("distinct runs")))
                                .count(),
                        trials.stream().filter(Trial::ok).count());
    }
}
