package io.dialectic.cli;

import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.LimitsCheck;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.irbug.InvalidIrRerun;
import io.dialectic.toolchain.irbug.IrBugKind;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.rerun.CrashReproducer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic rerun}: reproduces a case several times ({@link CrashReproducer}). */
@Command(
        name = "rerun",
        mixinStandardHelpOptions = true,
        description = {
            "Reproduce a crash case several times and report whether its signature is stable (flaky crashes are flagged).",
            "A run record (--run) with an invalid-ir verdict has that verdict checked again too: kind and key.",
            "Example: dialectic rerun ../shared/crashes/cases/v19_r1_c00006 --times 5",
            "Example: dialectic rerun --run camp1:camp1-000123"
        })
public final class RerunCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "CASE",
            description = "A case directory (input.mlir, stderr.txt, exit_code.txt, tool.txt, meta.json, cmd.txt).")
    Path caseDir;

    @Option(
            names = "--run",
            paramLabel = "PATH:RUN_ID",
            description = "A run record instead of CASE (PATH: a runs .jsonl or a campaign folder).")
    String run;

    @Option(
            names = "--times",
            paramLabel = "N",
            defaultValue = "5",
            description = "How many reruns, 1 or more (default: ${DEFAULT-VALUE}).")
    int times;

    @Mixin
    ToolOptions tool;

    @Mixin
    LimitOptions limits;

    @Mixin
    OutcomeRules rules;

    @Option(
            names = "--mlir-disable-threading",
            description = "Add --mlir-disable-threading (tests whether a flaky crash becomes deterministic).")
    boolean disableThreading;

    @Mixin
    Streams io;

    @Override
    public Integer call() throws Exception {
        if (times < 1) throw new BadInput("--times must be 1 or more, got " + times);
        if ((caseDir == null) == (run == null)) throw new BadInput("give CASE or --run PATH:RUN_ID (one of them)");
        ToolDiscovery discovery = new ToolDiscovery();
        RunRecord rec;
        Tool t;
        List<String> extra = new ArrayList<>();
        if (run != null) {
            rec = RecordReference.read(run);
            if (rec.programText() == null) throw new BadInput("run " + rec.runId() + " has no program text");
            t = tool.forData(discovery, "run " + rec.runId(), rec.tool(), rec.toolVersion());
            // a record keeps no flags: fuzz and run run single-threaded, and a seed with unregistered ops needed the
            // flag that allows them (which changes nothing for a program without them), as the clusters' reruns assume
            extra.add(RunRequest.ALLOW_UNREGISTERED);
            extra.add(RunRequest.DISABLE_THREADING);
        } else {
            BadInput.folder(caseDir, "CASE");
            if (!Files.isRegularFile(caseDir.resolve("input.mlir")))
                throw new BadInput(caseDir + " is no crash case: it has no input.mlir");
            CaseFolder c;
            try {
                c = CaseFolder.read(caseDir);
                rec = CaseDirectorySource.record(c);
            } catch (IOException | RuntimeException e) {
                throw new BadInput(ErrorReport.clean("bad case directory: " + e));
            }
            ForeignArgs.check("crash case " + caseDir, c.pipeline(), c.extraArgs());
            t = tool.forData(discovery, "crash case " + caseDir, c.toolName(), c.toolVersion());
            if (c.extraArgs().contains(RunRequest.ALLOW_UNREGISTERED)) extra.add(RunRequest.ALLOW_UNREGISTERED);
            // a case run single-threaded (fuzz runs so) is rerun so: threaded, a worker thread's crash may print no
            // frame
            if (c.extraArgs().contains(RunRequest.DISABLE_THREADING)) extra.add(RunRequest.DISABLE_THREADING);
        }
        if (disableThreading && !extra.contains(RunRequest.DISABLE_THREADING)) extra.add(RunRequest.DISABLE_THREADING);
        RunLimits limits = this.limits.limits(tool.timeout);
        var unfit = LimitsCheck.problem(new ToolRunner(discovery), t, limits);
        if (unfit.isPresent()) throw new BadInput(unfit.get());
        CrashReproducer.Report r =
                new CrashReproducer(new ToolRunner(discovery), rules.classifier()).rerun(rec, t, extra, limits, times);
        io.out().println("case      " + r.runId() + " on " + t.name() + " " + t.version());
        io.out()
                .println(
                        "recorded  " + r.recordedOutcome() + (r.recordedKey().isEmpty() ? "" : "  " + r.recordedKey()));
        int i = 0;
        for (CrashReproducer.Attempt a : r.attempts()) {
            io.out()
                    .printf(
                            "run %-3d   %s  %d ms%s%n",
                            ++i, a.outcome(), a.durationMs(), a.key().isEmpty() ? "" : "  " + a.key());
        }
        if (r.stable()) io.out().println("STABLE: every rerun gave the recorded outcome and signature");
        else if (r.consistent())
            io.out()
                    .println("CHANGED: every rerun gave the same result, but not the recorded one"
                            + (disableThreading
                                    ? " (--mlir-disable-threading: a single-threaded crash may show frames a multi-threaded one lost)"
                                    : ""));
        else
            io.out()
                    .println("FLAKY: reruns disagree " + r.keys()
                            + (disableThreading ? "" : " — try --mlir-disable-threading before clustering"));
        if (IrBugKind.of(rec.irBugKind()) != IrBugKind.INVALID_IR) return r.stable() ? 0 : 1;
        InvalidIrRerun.Report ir = InvalidIrRerun.of(rec, t, extra, limits, new ToolRunner(discovery));
        io.out().println("ir bug    recorded  " + ir.recordedKind() + "  " + ir.recordedKey());
        io.out()
                .println("ir bug    now       "
                        + (ir.found() == null
                                ? "none"
                                : ir.found().kind().label() + "  " + ir.found().key()));
        io.out()
                .println(
                        ir.holds()
                                ? "HOLDS: the rerun proved invalid IR with the recorded key"
                                : "DOES NOT HOLD: the rerun did not prove invalid IR with the recorded key");
        return r.stable() && ir.holds() ? 0 : 1;
    }
}
