package io.dialectic.base.process;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link ProcessRunner} starts: an argument list (never a shell command), what the process reads, and its limits.
 * Immutable; each {@code with}-style method returns a changed copy.
 *
 * @param argv              the program and its arguments, each one argv element
 * @param stdin             bytes written to its standard input, then closed; null: {@code /dev/null}
 * @param files             files written, byte for byte, into the run's private folder before the start (name -> bytes)
 * @param workDir           the working folder; null: the run's private folder (which {@code files} are in)
 * @param timeout           wall-clock limit; at expiry the process and all its descendants are killed
 * @param addressSpaceBytes address-space limit through {@code prlimit --as}; 0: none
 * @param maxOutputBytes    bytes kept of stdout and of stderr each (the rest is read and dropped, and flagged)
 * @param env               variables added to the clean environment
 * @param stdoutTo          a file to send stdout to instead of keeping it; {@link #DISCARD} to drop it
 * @param stderrTo          likewise for stderr
 */
public record ProcessSpec(
        List<String> argv,
        byte[] stdin,
        Map<String, byte[]> files,
        Path workDir,
        Duration timeout,
        long addressSpaceBytes,
        int maxOutputBytes,
        Map<String, String> env,
        Path stdoutTo,
        Path stderrTo) {
    /** As {@code stdoutTo}/{@code stderrTo}: the stream is dropped. */
    public static final Path DISCARD = Path.of("/dev/null");

    public ProcessSpec {
        argv = List.copyOf(argv);
        files = Map.copyOf(files);
        env = Map.copyOf(env);
        if (argv.isEmpty()) throw new IllegalArgumentException("no program to run");
        if (timeout == null || timeout.isNegative() || timeout.isZero())
            throw new IllegalArgumentException("a process needs a positive timeout");
    }

    /** {@code argv} with no input, 60 s, no address-space limit, 1 MiB of each output kept. */
    public static ProcessSpec of(List<String> argv) {
        return new ProcessSpec(argv, null, Map.of(), null, Duration.ofSeconds(60), 0, 1 << 20, Map.of(), null, null);
    }

    public static ProcessSpec of(String... argv) {
        return of(List.of(argv));
    }

    public ProcessSpec timeout(Duration t) {
        return new ProcessSpec(
                argv, stdin, files, workDir, t, addressSpaceBytes, maxOutputBytes, env, stdoutTo, stderrTo);
    }

    public ProcessSpec addressSpace(long bytes) {
        return new ProcessSpec(argv, stdin, files, workDir, timeout, bytes, maxOutputBytes, env, stdoutTo, stderrTo);
    }

    public ProcessSpec maxOutput(int bytes) {
        return new ProcessSpec(argv, stdin, files, workDir, timeout, addressSpaceBytes, bytes, env, stdoutTo, stderrTo);
    }

    public ProcessSpec stdin(byte[] bytes) {
        return new ProcessSpec(
                argv, bytes, files, workDir, timeout, addressSpaceBytes, maxOutputBytes, env, stdoutTo, stderrTo);
    }

    /** One more file in the private folder ({@code input.mlir}), with its exact bytes. */
    public ProcessSpec file(String name, byte[] bytes) {
        if (name.contains("/") || name.startsWith("."))
            throw new IllegalArgumentException("not a plain file name: " + name);
        Map<String, byte[]> f = new LinkedHashMap<>(files);
        f.put(name, bytes);
        return new ProcessSpec(
                argv, stdin, f, workDir, timeout, addressSpaceBytes, maxOutputBytes, env, stdoutTo, stderrTo);
    }

    /** Runs in {@code dir} (a folder the caller owns) instead of the private folder; TMPDIR stays private. */
    public ProcessSpec workIn(Path dir) {
        return new ProcessSpec(
                argv, stdin, files, dir, timeout, addressSpaceBytes, maxOutputBytes, env, stdoutTo, stderrTo);
    }

    public ProcessSpec env(String name, String value) {
        Map<String, String> e = new LinkedHashMap<>(env);
        e.put(name, value);
        return new ProcessSpec(
                argv, stdin, files, workDir, timeout, addressSpaceBytes, maxOutputBytes, e, stdoutTo, stderrTo);
    }

    public ProcessSpec stdoutTo(Path file) {
        return new ProcessSpec(
                argv, stdin, files, workDir, timeout, addressSpaceBytes, maxOutputBytes, env, file, stderrTo);
    }

    public ProcessSpec stderrTo(Path file) {
        return new ProcessSpec(
                argv, stdin, files, workDir, timeout, addressSpaceBytes, maxOutputBytes, env, stdoutTo, file);
    }
}
