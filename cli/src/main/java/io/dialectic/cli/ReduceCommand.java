package io.dialectic.cli;

import io.dialectic.base.ProgramBytes;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.reducer.CrashCase;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.batch.ClusterBatch;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.cases.CommandLineParser;
import io.dialectic.toolchain.irbug.IrBugKind;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic reduce}: a thin skin over {@link Reducer#reduce} and {@link ClusterBatch}. */
@Command(
        name = "reduce",
        mixinStandardHelpOptions = true,
        description = {
            "Reduce a crashing MLIR program and its pass pipeline to a small reproducer that crashes with the same signature, "
                    + "and write reduced.mlir, pipeline.txt (the exact command), stats.json and report.md (an llvm-project issue) to --out.",
            "Give a crash case directory (input.mlir, cmd.txt, tool.txt as in ../shared/crashes/cases/<id>), "
                    + "or --input with --tool and --pipeline, or --all-clusters with an analysis directory.",
            "Example: dialectic reduce ../shared/crashes/cases/v19_r1_c00014 --budget 5m --out /tmp/c14"
        })
public final class ReduceCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "CASE_DIR",
            description = "A crash case directory (input.mlir, cmd.txt, tool.txt[, meta.json]).")
    Path caseDir;

    @Option(names = "--input", paramLabel = "F.mlir", description = "The crashing program (instead of CASE_DIR).")
    Path input;

    /** --tool (default: the case's tool.txt) and --timeout of one tool run. */
    @Mixin
    ToolOptions tool;

    @Option(
            names = "--pipeline",
            paramLabel = "ITEMS",
            description =
                    "Pass pipeline: comma-separated items (cse,func.func:canonicalize{max-iterations=1}) or builtin.module(...) text.")
    String pipeline;

    @Option(
            names = "--arg",
            paramLabel = "ARG",
            description = "Extra tool argument kept verbatim, e.g. --arg=--allow-unregistered-dialect (repeatable).")
    List<String> extraArgs = new ArrayList<>();

    @Option(
            names = "--keep",
            paramLabel = "WHAT",
            description = {
                "Interestingness: same-signature (a crash with the original cluster key; default), any-crash, regex:R on stderr,",
                "same-ir-bug (the run still errors because a pass left invalid IR: unverified it succeeds and prints IR that fails",
                "to verify, with the original's invalid-IR key, so the same first bad pass; the default for --run of an invalid-ir record), or",
                "same-miscompile (the program, compiled with --tool and --pipeline and JIT-run, still prints a value the reference",
                "interpreter fixes differently, UB-free, with the difference attributed to the same pass; --pipeline is then an exec",
                "pipeline word: O0, OPT, RATTE or passes before the lowering; or give --run)."
            })
    String keep;

    @Option(
            names = "--budget",
            paramLabel = "TIME",
            defaultValue = "10m",
            converter = Durations.TimeBudget.class,
            description = "Wall-clock budget per program (e.g. 300s, 10m, 1h; default ${DEFAULT-VALUE}).")
    Duration budget;

    @Option(
            names = "--jobs",
            paramLabel = "N",
            description = "Oracle calls run in parallel, 1.." + RunCommand.MAX_JOBS + " (default: number of cores).")
    Integer jobs;

    @Option(
            names = "--resume",
            description =
                    "Continue from the best-so-far state saved in --out (after an interruption); refused when --out holds the reduction of another program.")
    boolean resume;

    @Option(
            names = "--confirm-runs",
            paramLabel = "N",
            defaultValue = "3",
            description =
                    "Runs of the original to confirm the crash and detect flakiness, 1 or more (default ${DEFAULT-VALUE}).")
    int confirmRuns;

    /** The former name of --timeout, still accepted. */
    @Option(names = "--run-timeout", paramLabel = "TIME", hidden = true, converter = Durations.Time.class)
    void runTimeout(Duration d) {
        tool.timeout = d;
    }

    @Option(
            names = "--no-other-versions",
            description = "Do not try the result on the other installed mlir-opt versions.")
    boolean noOtherVersions;

    @Option(
            names = "--all-clusters",
            paramLabel = "ANALYSIS_DIR",
            description = {
                "Reduce the representative of every crash cluster, then of every miscompile cluster (runs of fuzz --oracle differential, by miscompile key; "
                        + "kept with same-miscompile), found by `dialectic analyze` in ANALYSIS_DIR: one folder per cluster in --out (cluster-001, ..., miscompile-001, ...), "
                        + "plus index.csv, miscompiles.csv and index.md. Finished clusters are not redone; the same command (or --resume) continues. "
                        + "With --keep same-miscompile: the miscompile clusters alone."
            })
    Path allClusters;

    @Option(
            names = "--max-clusters",
            paramLabel = "N",
            defaultValue = "0",
            description = "With --all-clusters: reduce only the first N clusters (0 = all; default).")
    int maxClusters;

    @Option(
            names = "--run",
            paramLabel = "PATH:RUN_ID",
            description = {
                "The program, tool and pipeline of a run record (PATH: a runs .jsonl or a campaign folder); a record with ir_bug_kind",
                "invalid-ir is kept with same-ir-bug unless --keep says otherwise. With --keep same-miscompile: the program and cell",
                "of a miscompile run record (of fuzz --oracle differential)."
            })
    String run;

    @Mixin
    Streams streams;

    @Option(
            names = "--out",
            required = true,
            paramLabel = "DIR",
            description =
                    "Output directory: new, empty, or an earlier reduction (replaced; continued with --resume); never a folder of other files, nor an input.")
    Path out;

    @Override
    public Integer call() throws IOException {
        if (jobs != null && (jobs < 1 || jobs > RunCommand.MAX_JOBS))
            throw new BadInput("--jobs must be 1.." + RunCommand.MAX_JOBS + ", got " + jobs);
        if (confirmRuns < 1) throw new BadInput("--confirm-runs must be 1 or more, got " + confirmRuns);
        if (maxClusters < 0) throw new BadInput("--max-clusters must be 0 (all) or more, got " + maxClusters);
        if (caseDir != null) BadInput.folder(caseDir, "CASE_DIR");
        if (input != null) BadInput.existing(input);
        if (allClusters != null) BadInput.existing(allClusters);
        ToolDiscovery discovery = new ToolDiscovery();
        Interestingness.Spec spec = Interestingness.Keep.parse(keep);
        int j = jobs == null ? ReduceRequest.defaultJobs() : jobs;
        if (spec.keep() == Interestingness.Keep.SAME_MISCOMPILE && allClusters == null) return miscompile(j);
        if (spec.keep() == Interestingness.Keep.SAME_IR_BUG && allClusters != null)
            throw new BadInput(
                    "--keep same-ir-bug reduces one record or program (--run, CASE_DIR or --input), not --all-clusters");
        RunRecord record = null;
        if (run != null) {
            if (caseDir != null || input != null || allClusters != null)
                throw new BadInput("--run takes the place of CASE_DIR, --input and --all-clusters");
            record = RecordReference.read(run);
            if (record.programText() == null) throw new BadInput("run " + record.runId() + " has no program text");
            // an invalid-IR record is reduced for its invalid IR, unless --keep asks for something else
            if (keep == null && IrBugKind.of(record.irBugKind()) == IrBugKind.INVALID_IR)
                spec = Interestingness.Keep.parse("same-ir-bug");
        }
        Reducer reducer = Reducer.withDefaults();
        // The output may not be, hold or lie in an input (OutputFolder); which folder may be replaced or resumed is
        // checked by the reducer.
        OutputFolder.refuseInputs(
                out, Arrays.asList(caseDir, input)); // --all-clusters: its analysis is checked by ClusterBatch
        InterruptNotice.kept(
                "reduce",
                () -> allClusters != null
                        ? "the finished clusters are in " + out + "; the same command continues with the others"
                        : "the best result so far is in " + out + "; add --resume to continue from it");
        if (allClusters != null) {
            ClusterBatch.Options o =
                    new ClusterBatch.Options(spec, budget, j, confirmRuns, tool.timeout, !noOtherVersions, maxClusters);
            ClusterBatch.Summary s = new ClusterBatch(reducer, discovery)
                    .run(allClusters, out, o, line -> streams.err().println(line));
            streams.out().println(s.describe());
            return 0;
        }
        String program;
        CrashCase theCase = null;
        List<String> items;
        List<String> args = new ArrayList<>(extraArgs);
        if (record != null) {
            program = record.programText();
            items = pipeline != null ? parsePipeline(pipeline) : record.pipeline();
            // a record keeps no flags: fuzz and run run single-threaded, and a seed with unregistered ops needed the
            // flag that allows them (which changes nothing for a program without them), as the clusters' reruns assume
            for (String a : List.of(RunRequest.DISABLE_THREADING, RunRequest.ALLOW_UNREGISTERED))
                if (!args.contains(a)) args.add(a);
        } else if (caseDir != null) {
            CrashCase c = CrashCase.load(caseDir);
            theCase = c;
            program = c.program();
            items = pipeline != null ? parsePipeline(pipeline) : c.pipeline();
            for (String a : c.extraArgs()) if (!args.contains(a)) args.add(a);
        } else if (input != null) {
            ProgramBytes.Read read = ProgramBytes.read(input); // bytes that are not UTF-8 reach the tool as they are
            read.warning(input).ifPresent(w -> System.err.println("reduce: warning: " + w));
            program = read.text();
            items = pipeline == null ? List.of() : parsePipeline(pipeline);
        } else {
            throw new BadInput("give CASE_DIR, --input F.mlir or --all-clusters ANALYSIS_DIR (see --help)");
        }
        Tool t = record != null
                ? tool.forData(discovery, "run " + record.runId(), record.tool(), record.toolVersion())
                : theCase == null
                        ? tool.find(discovery, null)
                        : tool.forData(discovery, "crash case " + caseDir, theCase.toolName(), theCase.toolVersion());
        ReduceRequest req = new ReduceRequest(
                program, t, items, args, spec, budget, j, resume, out, confirmRuns, tool.timeout, !noOtherVersions);
        ReduceResult r = reducer.reduce(req, p -> System.err.print("\r" + p.line() + "   "));
        System.err.println();
        if (!r.reproduced()) {
            System.out.println("did not reproduce: " + r.note() + " (report in " + out.resolve("report.md") + ")");
            return 1;
        }
        System.out.printf(
                "%d -> %d ops, %d -> %d bytes, %d -> %d passes, %d oracle calls, %.1f s, same "
                        + (spec.keep() == Interestingness.Keep.SAME_IR_BUG ? "invalid-IR key" : "signature")
                        + ": %s%n",
                r.opsBefore(),
                r.opsAfter(),
                r.bytesBefore(),
                r.bytesAfter(),
                req.pipeline().size(),
                r.pipeline().size(),
                r.oracleCalls(),
                r.seconds(),
                r.sameSignature() ? "yes" : "NO");
        if (!r.versions().isEmpty()) System.out.println(r.versionSummary());
        System.out.println("wrote " + out.resolve("reduced.mlir") + ", pipeline.txt, stats.json, report.md");
        return r.sameSignature() ? 0 : 1;
    }

    /** {@code --keep same-miscompile}: {@link MiscompileReduction}. */
    private int miscompile(int jobsToUse) throws IOException {
        if (caseDir != null)
            throw new BadInput(
                    "--keep same-miscompile takes --input with --pipeline, --run, or --all-clusters (no CASE_DIR)");
        OutputFolder.refuseInputs(out, Arrays.asList(input));
        String program;
        Cell cell;
        if (run != null) {
            RunRecord r = MiscompileReduction.record(run);
            if (r.programText() == null) throw new BadInput("run " + r.runId() + " has no program text");
            program = r.programText();
            cell = MiscompileReduction.cellOf(r);
        } else if (input != null) {
            program = MiscompileReduction.read(input);
            try {
                cell = new Cell(
                        ToolVersion.parse(tool.name(null)), JitPipelines.parse(pipeline == null ? "O0" : pipeline));
            } catch (IllegalArgumentException e) {
                throw new BadInput(e.getMessage());
            }
        } else {
            throw new BadInput(
                    "--keep same-miscompile needs --input F.mlir (with --tool and --pipeline) or --run PATH:RUN_ID");
        }
        InterruptNotice.kept(
                "reduce",
                () -> "the best result so far is in " + out.resolve("reduced.mlir")
                        + "; add --resume to continue from it");
        return MiscompileReduction.run(program, cell, budget, jobsToUse, out, resume);
    }

    static List<String> parsePipeline(String text) {
        String t = text.strip();
        if (t.startsWith("builtin.module(") || t.startsWith("\"builtin.module("))
            return CommandLineParser.textualItems(t);
        return PassPipeline.splitItems(t);
    }
}
