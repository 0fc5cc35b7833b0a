package io.dialectic.base.process;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * How a process ended, in Dialectic's one exit-code convention: a process killed by signal N has {@code exitCode = -N}
 * and {@code signal = N} (the convention of the crash corpus's {@code exit_code.txt}; Java itself reports 128+N);
 * one killed at its timeout has {@code timedOut}, signal 9 and exit -9.
 *
 * @param argv            what was started (with the {@code prlimit} prefix when there was one)
 * @param exitCode        null when it never started
 * @param stdout          the first {@code maxOutputBytes} of stdout, byte for byte (empty when redirected)
 * @param error           why it did not start or was not waited for, else null
 * @param leftFiles       files the process left in its private folder (relative names, the spec's input files excluded)
 */
public record ProcessResult(
        List<String> argv,
        Integer exitCode,
        Integer signal,
        boolean timedOut,
        long durationMs,
        byte[] stdout,
        boolean stdoutTruncated,
        byte[] stderr,
        boolean stderrTruncated,
        String error,
        List<String> leftFiles) {
    public ProcessResult {
        argv = argv == null ? List.of() : List.copyOf(argv);
        stdout = stdout == null ? new byte[0] : stdout;
        stderr = stderr == null ? new byte[0] : stderr;
        leftFiles = leftFiles == null ? List.of() : List.copyOf(leftFiles);
    }

    /** A process that never ran. */
    static ProcessResult notStarted(List<String> argv, String error) {
        return new ProcessResult(argv, null, null, false, 0, null, false, null, false, error, List.of());
    }

    /** It ran to its end or to its timeout (it was not refused, failed to start or interrupted). */
    public boolean started() {
        return error == null;
    }

    /** Ended by itself with status 0. */
    public boolean ok() {
        return error == null && !timedOut && Integer.valueOf(0).equals(exitCode);
    }

    /** stdout as UTF-8, any invalid byte as U+FFFD. */
    public String stdoutText() {
        return new String(stdout, StandardCharsets.UTF_8);
    }

    /** stderr as UTF-8, any invalid byte as U+FFFD. */
    public String stderrText() {
        return new String(stderr, StandardCharsets.UTF_8);
    }

    /** The exit convention from a JVM's exit status: 128+N (N = 1..64) is signal N. */
    static int[] fromStatus(int status) {
        if (status > 128 && status < 128 + 65) return new int[] {-(status - 128), status - 128};
        return new int[] {status, 0};
    }
}
