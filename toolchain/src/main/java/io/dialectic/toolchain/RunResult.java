package io.dialectic.toolchain;

import java.util.List;

/**
 * What one run did.
 *
 * @param argv            the exact argument vector started (after the optional prlimit prefix)
 * @param exitCode        exit status as a process API sees it, with the crash-corpus convention for
 *                        signals: {@code -11} when killed by SIGSEGV (Java itself reports 128+11); null if it never started
 * @param signal          the signal that killed the process, null when it exited
 * @param timedOut        killed by us at the time limit (then {@code signal} is 9 and {@code exitCode} -9)
 * @param durationMs      wall time from start to exit
 * @param stderr          stderr, at most {@link RunLimits#maxOutputBytes()} bytes
 * @param error           why the tool could not be run at all (missing binary...), null when it ran
 */
public record RunResult(
        RunRequest request,
        List<String> argv,
        Integer exitCode,
        Integer signal,
        boolean timedOut,
        long durationMs,
        String stdout,
        boolean stdoutTruncated,
        String stderr,
        boolean stderrTruncated,
        String error) {

    public RunResult {
        argv = argv == null ? List.of() : List.copyOf(argv);
        stdout = stdout == null ? "" : stdout;
        stderr = stderr == null ? "" : stderr;
    }

    public boolean started() {
        return error == null;
    }

    /** The same run with {@code text} as its stderr (frames added by gdb, IR dumps taken out). */
    public RunResult withStderr(String text) {
        return new RunResult(
                request,
                argv,
                exitCode,
                signal,
                timedOut,
                durationMs,
                stdout,
                stdoutTruncated,
                text,
                stderrTruncated,
                error);
    }
}
