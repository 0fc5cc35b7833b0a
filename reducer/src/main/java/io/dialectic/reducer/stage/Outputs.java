package io.dialectic.reducer.stage;

import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.report.InvalidIrReport;
import io.dialectic.reducer.report.IssueReport;
import io.dialectic.reducer.report.StatsJson;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.toolchain.irbug.IrBug;
import java.util.List;

/**
 * Takes everything the stages gave; gives the {@link ReduceResult} and writes {@code reduced.mlir},
 * {@code pipeline.txt}, {@code stats.json} and {@code report.md}, each atomically.
 */
final class Outputs implements Stage {
    @Override
    public String name() {
        return "outputs";
    }

    @Override
    public void run(Reduction r) {
        ReduceRequest req = r.req;
        Search search = r.search;
        Check check = r.check;
        String program = search.store.program();
        List<String> pipeline = search.store.pipeline();
        long calls = search.calls() + check.fresh.runs();
        String note = search.judge().outOfTime()
                ? "budget of " + req.budget().toSeconds() + " s used up; result is the best found"
                : "";
        if (!check.note.isEmpty()) note = note.isEmpty() ? check.note : note + "; " + check.note;
        ReduceResult result = new ReduceResult(
                true,
                r.confirmed.flaky() || check.verdict.flaky(),
                check.key,
                program,
                pipeline,
                r.confirmed.extraArgs(),
                r.opsBefore,
                r.tools.ops().applyAsInt(program),
                Reduction.bytes(req.program()),
                Reduction.bytes(program),
                calls,
                search.seconds(),
                check.holds(),
                r.versions,
                check.verdict.stderr(),
                note);
        search.store.offer(program, pipeline, calls, result.seconds());
        write(req, result, irBug(r, program, pipeline));
        r.result = result;
        r.listener.progress(new ReduceProgress("done", result.bytesAfter(), pipeline.size(), calls, result.seconds()));
    }

    /** For a same-ir-bug reduction, the bug the result shows (for its report), as a fresh run proves it; else null. */
    private static IrBug irBug(Reduction r, String program, List<String> pipeline) {
        if (r.req.keep().keep() != Interestingness.Keep.SAME_IR_BUG) return null;
        return r.check.fresh.observe(new Candidate(program, pipeline)).irBug();
    }

    static void write(ReduceRequest req, ReduceResult r) {
        write(req, r, null);
    }

    /** The outputs; {@code bug}, when not null, makes {@code report.md} an invalid-IR report. */
    static void write(ReduceRequest req, ReduceResult r, IrBug bug) {
        AtomicFiles.writeUnchecked(req.outDir().resolve("reduced.mlir"), r.program());
        AtomicFiles.writeUnchecked(
                req.outDir().resolve("pipeline.txt"),
                IssueReport.command(req.tool(), r.pipeline(), r.extraArgs(), "reduced.mlir") + "\n");
        AtomicFiles.writeUnchecked(req.outDir().resolve("stats.json"), StatsJson.of(r, req));
        AtomicFiles.writeUnchecked(
                req.outDir().resolve("report.md"),
                bug == null ? IssueReport.markdown(r, req) : InvalidIrReport.markdown(r, req, bug));
    }
}
