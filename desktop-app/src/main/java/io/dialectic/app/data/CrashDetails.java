package io.dialectic.app.data;

import io.dialectic.toolchain.cluster.ClusterDefinition;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Signals;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.List;

/**
 * What the cluster detail pane shows about one crash, from the toolchain's verdict on its stderr
 * ({@link Judge}, the same judgement that made the key everywhere).
 *
 * @param frames      the meaningful frames, normalised (plumbing skipped)
 * @param pass        the pass being run, "" when unknown
 * @param bugLocation FLEX's bug location label
 * @param headline    assertion / LLVM ERROR / signal, the line a triager reads first
 * @param site        the crash site {@link ClusterDefinition} splits a key by
 */
public record CrashDetails(
        List<String> frames, String pass, String bugLocation, String headline, ClusterDefinition.Site site) {
    private static final Judge JUDGE = Judge.defaults();

    /** @param signal the signal that killed the run, or null (then the exit status tells it, {@link Signals}) */
    public static CrashDetails of(String stderr, List<String> pipeline, Integer signal, Integer exitCode) {
        Verdict v = JUDGE.crash(Signals.of(exitCode, signal), stderr, pipeline);
        CrashSignature s = v.signature();
        List<String> frames = s.meaningfulFrames().stream().map(Frame::display).toList();
        String head = s.assertion() != null
                ? "Assertion: " + s.assertion()
                : s.fatalError() != null
                        ? "LLVM ERROR: " + s.fatalError()
                        : s.unreachable() != null
                                ? "UNREACHABLE: " + s.unreachable()
                                : s.glibcMessage() != null
                                        ? s.glibcMessage()
                                        : v.signal() != null && s.signalName() != null
                                                ? "killed by " + s.signalName()
                                                : "crash";
        return new CrashDetails(
                frames,
                v.crashPass() == null ? "" : v.crashPass(),
                v.bugLocation() == null ? "" : v.bugLocation(),
                head,
                ClusterDefinition.Site.of(s));
    }
}
