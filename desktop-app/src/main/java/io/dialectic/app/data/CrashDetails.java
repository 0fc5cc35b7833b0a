package io.dialectic.app.data;

import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import java.util.List;

/**
 * What the cluster detail pane shows about one crash, parsed from its stderr
 * by the toolchain's {@link CrashSignature} (the same parser that made the key).
 *
 * @param frames      the meaningful frames, normalised (plumbing skipped)
 * @param pass        the pass being run, "" when unknown
 * @param bugLocation FLEX's bug location label
 * @param headline    assertion / LLVM ERROR / signal, the line a triager reads first
 */
public record CrashDetails(List<String> frames, String pass, String bugLocation, String headline) {

    /** @param signal the signal that killed the run, or null (then a negative exit code stands for it) */
    public static CrashDetails of(String stderr, List<String> pipeline, Integer signal, Integer exitCode) {
        if (signal == null && exitCode != null && exitCode < 0) signal = -exitCode;
        CrashSignature s = CrashSignature.parse(stderr == null ? "" : stderr, pipeline, signal);
        List<String> frames = s.meaningfulFrames().stream().map(Frame::display).toList();
        String head = s.assertion() != null ? "Assertion: " + s.assertion()
                : s.fatalError() != null ? "LLVM ERROR: " + s.fatalError()
                : s.unreachable() != null ? "UNREACHABLE: " + s.unreachable()
                : s.glibcMessage() != null ? s.glibcMessage()
                : signal != null && s.signalName() != null ? "killed by " + s.signalName() : "crash";
        return new CrashDetails(frames, s.pass() == null ? "" : s.pass(),
                s.bugLocation() == null ? "" : s.bugLocation().label(), head);
    }
}
