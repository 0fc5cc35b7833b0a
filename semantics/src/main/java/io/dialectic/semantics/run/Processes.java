package io.dialectic.semantics.run;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * The compiler and the JIT runner, started through the one process runner of {@code base} ({@link ProcessRunner}: no
 * shell, a private folder per run holding the program file, a clean environment, a tree kill at the timeout) with
 * outputs kept up to {@link #MAX_OUTPUT} bytes.
 */
final class Processes {
    private Processes() {}

    /** Output beyond this many bytes is cut (a runaway print loop must not fill memory). */
    static final int MAX_OUTPUT = 1 << 20;

    private static final ProcessRunner RUNNER = new ProcessRunner();

    /** Runs {@code command} with the file {@code name} holding {@code text} in its working folder. */
    static ProcessOutcome run(List<String> command, String name, byte[] text, Duration timeout) throws IOException {
        return run(command, name, text, timeout, dir -> null).outcome();
    }

    /** What a run gave, and what was read from its working folder after it. */
    record WithFile(ProcessOutcome outcome, byte[] file) {}

    /** As {@link #run(List, String, byte[], Duration)}, then reads the file {@code output} the command wrote (null when none). */
    static WithFile runReading(List<String> command, String name, byte[] text, Duration timeout, String output)
            throws IOException {
        return run(command, name, text, timeout, dir -> {
            try {
                Path f = dir.resolve(output);
                return Files.isRegularFile(f) ? Files.readAllBytes(f) : null;
            } catch (IOException e) {
                return null;
            }
        });
    }

    private static WithFile run(
            List<String> command, String name, byte[] text, Duration timeout, Function<Path, byte[]> after)
            throws IOException {
        ProcessRunner.Inspected<byte[]> i = RUNNER.run(
                ProcessSpec.of(command).file(name, text).timeout(timeout).maxOutput(MAX_OUTPUT), after);
        ProcessResult r = i.result();
        if (!r.started()) throw new IOException("cannot run " + command.get(0) + ": " + r.error());
        ProcessOutcome o = new ProcessOutcome(
                r.exitCode(),
                text(r.stdout(), r.stdoutTruncated()),
                text(r.stderr(), r.stderrTruncated()),
                r.timedOut(),
                r.durationMs());
        return new WithFile(o, i.value());
    }

    private static String text(byte[] b, boolean cut) {
        return new String(b, StandardCharsets.UTF_8) + (cut ? "\n[output cut]" : "");
    }
}
