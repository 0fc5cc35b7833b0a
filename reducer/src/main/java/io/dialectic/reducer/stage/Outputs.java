package io.dialectic.reducer.stage;

import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.reducer.report.IssueReport;
import io.dialectic.reducer.report.StatsJson;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
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
        write(req, result);
        r.result = result;
        r.listener.progress(new ReduceProgress("done", result.bytesAfter(), pipeline.size(), calls, result.seconds()));
    }

    static void write(ReduceRequest req, ReduceResult r) {
        AtomicFiles.writeUnchecked(req.outDir().resolve("reduced.mlir"), r.program());
        AtomicFiles.writeUnchecked(
                req.outDir().resolve("pipeline.txt"),
                IssueReport.command(req.tool(), r.pipeline(), r.extraArgs(), "reduced.mlir") + "\n");
        AtomicFiles.writeUnchecked(req.outDir().resolve("stats.json"), StatsJson.of(r, req));
        AtomicFiles.writeUnchecked(req.outDir().resolve("report.md"), IssueReport.markdown(r, req));
    }
}
