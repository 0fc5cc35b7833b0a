package io.dialectic.toolchain.triggers;

import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchFault;
import io.dialectic.toolchain.batch.BatchRules;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.record.Triggers;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs a program with the release build's trigger observation switched on and returns the run as it
 * would have been without it (dumps taken out of stderr) plus its {@link Triggers}.
 *
 * <p>Order: run with {@link #FLAGS}; read the action log from the run's working directory; split the
 * pass dumps from stderr ({@link IrDumps}); then, for each pattern attempted under canonicalize that the
 * campaign's {@link PatternLedger} still wants checked, confirm it ({@link PatternConfirmer}, two runs).
 * The pass dumps cost little with skip-regions; the action log is the expensive part
 * (bench/triggers-overhead.sh measures both).
 */
public final class TriggerObserver {
    static final String ACTION_LOG = "actions.log";
    /** Pass-level (changed passes, regions skipped) and pattern-level (action log in the working directory). */
    public static final List<String> FLAGS = List.of(
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-after-change",
            "--mlir-print-skip-regions",
            "--log-actions-to=" + ACTION_LOG);
    /** {@link #FLAGS} for a batch: the action log on stdout, where each program's part can be cut back out. */
    static final List<String> BATCH_FLAGS = List.of(
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-after-change",
            "--mlir-print-skip-regions",
            "--log-actions-to=-");
    /** Action logs beyond this are not read further (a runaway rewrite loop logs without end). */
    static final long MAX_LOG_LINES = 2_000_000;

    private final ToolRunner runner;
    private final PatternConfirmer confirmer;
    private final PatternLedger ledger; // null: observation off

    public TriggerObserver(ToolRunner runner, PatternLedger ledger) {
        this.runner = runner;
        this.confirmer = new PatternConfirmer(runner);
        this.ledger = ledger;
    }

    /** An observer that runs the tool plainly and reports no triggers (observation switched off). */
    public static TriggerObserver off(ToolRunner runner) {
        return new TriggerObserver(runner, null);
    }

    /**
     * The run (stderr as without observation) and what it triggered; null triggers when observation is off. {@code fault}:
     * the batch process faulted on this program and its lone run did not (see {@link BatchFault}), else null.
     */
    public record Observed(RunResult result, Triggers triggers, BatchFault fault, String failedPass) {
        public Observed(RunResult result, Triggers triggers) {
            this(result, triggers, null, null);
        }

        /**
         * Where an observed run that failed (exit 1) failed: in {@link #failedPass()} (the pass of its "Failed" dump), or,
         * when that is null, before any pass ran (parsing or the input's verification). Unknown for a run not observed.
         */
        public boolean observed() {
            return triggers != null;
        }
    }

    /**
     * Runs every request through {@code batches} (many programs per process) with the records {@link #run} gives one by one.
     * Observed, one process does it all: the dumps come on stderr and the action log on stdout, each cut back to its program
     * at its separators; the exit status is read from the program's stderr (an error diagnostic, or a pass's "Failed" dump),
     * since stdout is the log. Such a run keeps no output (as a lone observed run, whose output {@code --mlir-print-skip-regions}
     * shortens to {@code module {...}}). A batch size of 1 is {@link #run} for each.
     */
    public List<Observed> runAll(List<RunRequest> requests, BatchRunner batches) {
        List<Observed> out = new ArrayList<>(requests.size());
        if (ledger == null) {
            for (BatchRunner.Batched<RunResult> b : batches.run(requests))
                out.add(new Observed(b.value(), null, b.fault(), null));
            return out;
        }
        for (BatchRunner.Batched<Observed> b : observedInBatches(requests, batches)) {
            out.add(new Observed(
                    b.value().result(),
                    b.value().triggers(),
                    b.fault(),
                    b.value().failedPass()));
        }
        return out;
    }

    /** {@link #runAll} with observation on, each run saying whether it was cut from a shared process. */
    List<BatchRunner.Batched<Observed>> observedInBatches(List<RunRequest> requests, BatchRunner batches) {
        return batches.run(requests, chunks);
    }

    /** Observed batches: {@link #BATCH_FLAGS} added, each program's part read as {@link #run} reads a lone run. */
    private final BatchRunner.Chunks<Observed> chunks = new BatchRunner.Chunks<>() {
        @Override
        public boolean observed() {
            return true;
        }

        @Override
        public List<String> flags(RunRequest first) {
            List<String> f = new ArrayList<>(BatchRules.withoutOutput(first.extraArgs()));
            f.addAll(BATCH_FLAGS);
            return f;
        }

        @Override
        public Observed cut(RunRequest req, String stderr, String log, long ms) {
            IrDumps.Parsed dumps = IrDumps.parse(stderr);
            RunResult r = BatchRunner.result(req, !failed(stderr, log), dumps.stderr(), "", ms);
            ActionLog.Attempts attempts;
            try {
                attempts = ActionLog.read(new BufferedReader(new StringReader(log)), MAX_LOG_LINES);
            } catch (IOException e) {
                attempts = new ActionLog.Attempts(Map.of(), Map.of());
            }
            return new Observed(r, triggersOf(req, r, dumps, attempts), null, dumps.failedPass());
        }

        @Override
        public Observed alone(RunRequest req) {
            return run(req);
        }

        @Override
        public RunResult result(Observed value) {
            return value.result();
        }
    };

    /**
     * Whether an observed run failed (exit status 1), from what it printed. Once a pass has run (the action log says so), the
     * program parsed and verified, and the run failed exactly when a pass did: with {@code --mlir-print-ir-after-all} a failed
     * pass, or a verifier failure after it, prints "IR Dump After X Failed" even without a diagnostic, while a pass may emit an
     * error and still succeed (convert-ub-to-llvm's "conversion of memref memory space ... failed", exit 0). Before any pass,
     * only parsing or verification can fail, and they say so with an error.
     */
    static boolean failed(String stderr, String log) {
        boolean passRan = log.contains(PASS_RAN);
        for (String line : stderr.split("\n", -1)) {
            if (IrDumps.isFailedDump(line)) return true;
            if (passRan) continue;
            // mlir-opt-22 reports unmet expected-* comments as errors at the end, without failing the run.
            if (line.endsWith(" was not produced") && line.contains(": error: expected ")) continue;
            if (line.startsWith("error: ") || (!line.startsWith(" ") && line.contains(": error: "))) return true;
        }
        return false;
    }

    /** An action-log line of a pass that started. */
    private static final String PASS_RAN = "Action `pass-execution` running `";

    public Observed run(RunRequest req) {
        if (ledger == null) return new Observed(runner.run(req), null);
        RunRequest observed = req;
        for (String f : FLAGS) observed = observed.withArg(f);
        ToolRunner.Inspected<ActionLog.Attempts> run = runner.run(observed, dir -> readLog(dir.resolve(ACTION_LOG)));
        RunResult r = run.result();
        if (!r.started()) return new Observed(r, Triggers.NONE);
        IrDumps.Parsed dumps = IrDumps.parse(r.stderr());
        RunResult clean = r.withStderr(dumps.stderr());
        ActionLog.Attempts attempts = run.value() == null ? new ActionLog.Attempts(Map.of(), Map.of()) : run.value();
        return new Observed(clean, triggersOf(req, r, dumps, attempts), null, dumps.failedPass());
    }

    /** The triggers of a run: the passes its dumps show changed, the patterns its log attempted, the new ones confirmed. */
    private Triggers triggersOf(RunRequest req, RunResult r, IrDumps.Parsed dumps, ActionLog.Attempts attempts) {
        List<String> fired = new ArrayList<>();
        boolean ok = r.exitCode() != null && r.exitCode() == 0 && !r.timedOut();
        if (ok && PatternConfirmer.confirmable(req.pipeline())) {
            PatternConfirmer.Run checks = confirmer.forRun(req);
            for (String pattern : attempts.attempts().keySet()) {
                if (!PatternConfirmer.CANONICALIZER.equals(attempts.passOf().get(pattern))) continue;
                if (!ledger.claim(pattern)) continue;
                if (checks.fired(pattern)) {
                    ledger.confirm(pattern);
                    fired.add(pattern);
                }
            }
        }
        return new Triggers(dumps.passesChanged(), attempts.attempts(), fired);
    }

    /** The action log, read leniently (it quotes program text) and bounded; null when the tool wrote none. */
    static ActionLog.Attempts readLog(Path log) {
        if (!Files.isRegularFile(log)) return null;
        var decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Files.newInputStream(log), decoder))) {
            return ActionLog.read(in, MAX_LOG_LINES);
        } catch (IOException e) {
            return null;
        }
    }
}
