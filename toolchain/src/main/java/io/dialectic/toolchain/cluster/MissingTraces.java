package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Recovers the stack trace of crashes that printed none past the faulting frame
 * ({@link CrashSignature#stopsAtFault}). mlir-opt runs function passes on several threads; when one crashes, the dump
 * can be lost (../shared/crashes has five such SIGSEGVs with only the "PLEASE submit" banner); and LLVM's unwinder
 * stops at a jump to a bad address, where the rerun's {@code ToolRunner} asks gdb. Clustering those on "no trace" would put unrelated bugs together,
 * so each is rerun once on its recorded tool with {@code --mlir-disable-threading} (and
 * {@code --allow-unregistered-dialect}, harmless for a program that already parsed); when the rerun
 * crashes with frames, its stderr and signal replace the recorded ones for clustering, and
 * {@code error} notes it. Records without program text or an installed tool are left as they are, and so
 * are records refused a rerun ({@link RerunTools}: the tool is the discovered stand-in for the recorded one).
 */
public final class MissingTraces {
    private MissingTraces() {}

    public static List<RunRecord> recover(
            List<RunRecord> records, ToolRunner runner, ToolDiscovery discovery, RunLimits limits) {
        return recover(records, runner, discovery, limits, w -> {});
    }

    /** As above, saying on {@code warnings} which records were refused a rerun ({@link RerunTools}). */
    public static List<RunRecord> recover(
            List<RunRecord> records,
            ToolRunner runner,
            ToolDiscovery discovery,
            RunLimits limits,
            Consumer<String> warnings) {
        RerunTools tools = new RerunTools(discovery, warnings);
        Judge judge = Judge.defaults();
        List<RunRecord> out = new ArrayList<>(records.size());
        for (RunRecord r : records) {
            if (r.outcome() != Outcome.CRASH
                    || r.programText() == null
                    || r.tool() == null
                    || !CrashSignature.parse(r.stderr(), List.of(), r.signal()).stopsAtFault()) {
                out.add(r);
                continue;
            }
            Optional<Tool> tool = tools.of(r);
            if (tool.isEmpty()) {
                out.add(r);
                continue;
            }
            RunResult rr = runner.run(new RunRequest(
                    tool.get(),
                    r.programText(),
                    r.pipeline(),
                    limits,
                    List.of(RunRequest.DISABLE_THREADING, RunRequest.ALLOW_UNREGISTERED, "-o", "/dev/null")));
            Verdict v = judge.judge(rr, r.pipeline());
            if (rr.signal() == null || !v.crashed() || v.signature().stopsAtFault()) {
                out.add(r);
                continue;
            }
            out.add(RunRecord.builder()
                    .runId(r.runId())
                    .campaign(r.campaign())
                    .fuzzer(r.fuzzer())
                    .seq(r.seq())
                    .programPath(r.programPath())
                    .programSha256(r.programSha256())
                    .programText(r.programText())
                    .tool(r.tool())
                    .toolVersion(r.toolVersion())
                    .pipeline(r.pipeline())
                    .exitCode(-rr.signal())
                    .signal(rr.signal())
                    .durationMs(rr.durationMs())
                    .stderr(rr.stderr())
                    .stderrTruncated(rr.stderrTruncated())
                    .parentId(r.parentId())
                    .outcome(r.outcome())
                    .crashKey(v.crashKey())
                    .error(
                            "trace recovered by a single-threaded rerun (the recorded stderr had no frame past the fault)")
                    .build());
        }
        return out;
    }
}
