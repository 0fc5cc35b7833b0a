package io.dialectic.toolchain.triggers;

import io.dialectic.toolchain.record.Triggers;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.ToolRunner;
import java.io.BufferedReader;
import java.io.IOException;
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
 * Measured overhead of the observation itself: within noise for pass dumps with skip-regions, about +16%
 * for the action log (issue 16's measurements on Debian's mlir-opt-19/-22).
 */
public final class TriggerObserver {
    static final String ACTION_LOG = "actions.log";
    /** Pass-level (changed passes, regions skipped) and pattern-level (action log in the working directory). */
    public static final List<String> FLAGS = List.of("--mlir-print-ir-after-all", "--mlir-print-ir-after-change",
            "--mlir-print-skip-regions", "--log-actions-to=" + ACTION_LOG);
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

    /** The run (stderr as without observation) and what it triggered; null triggers when observation is off. */
    public record Observed(RunResult result, Triggers triggers) {}

    public Observed run(RunRequest req) {
        if (ledger == null) return new Observed(runner.run(req), null);
        RunRequest observed = req;
        for (String f : FLAGS) observed = observed.withArg(f);
        ToolRunner.Inspected<ActionLog.Attempts> run = runner.run(observed, dir -> readLog(dir.resolve(ACTION_LOG)));
        RunResult r = run.result();
        if (!r.started()) return new Observed(r, Triggers.NONE);
        IrDumps.Parsed dumps = IrDumps.parse(r.stderr());
        RunResult clean = new RunResult(r.request(), r.argv(), r.exitCode(), r.signal(), r.timedOut(), r.durationMs(),
                r.stdout(), r.stdoutTruncated(), dumps.stderr(), r.stderrTruncated(), r.error());
        ActionLog.Attempts attempts = run.value() == null ? new ActionLog.Attempts(Map.of(), Map.of()) : run.value();
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
        return new Observed(clean, new Triggers(dumps.passesChanged(), attempts.attempts(), fired));
    }

    /** The action log, read leniently (it quotes program text) and bounded; null when the tool wrote none. */
    static ActionLog.Attempts readLog(Path log) {
        if (!Files.isRegularFile(log)) return null;
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        try (BufferedReader in = new BufferedReader(new java.io.InputStreamReader(Files.newInputStream(log), decoder))) {
            return ActionLog.read(in, MAX_LOG_LINES);
        } catch (IOException e) {
            return null;
        }
    }
}
