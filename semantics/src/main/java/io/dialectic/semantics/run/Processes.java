package io.dialectic.semantics.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs one external command from an argument list (never a shell), output to temp files, killed at its timeout. */
final class Processes {
    private Processes() {}

    /** Output beyond this many characters is cut (a runaway print loop must not fill memory). */
    static final int MAX_OUTPUT = 1 << 20;

    static ProcessOutcome run(List<String> command, Path workDir, Duration timeout) throws IOException {
        Path out = Files.createTempFile(workDir, "out", ".txt");
        Path err = Files.createTempFile(workDir, "err", ".txt");
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(command).directory(workDir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean done;
        try {
            done = p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + command.get(0), e);
        }
        if (!done) {
            p.destroyForcibly();
            try {
                p.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        ProcessOutcome o = new ProcessOutcome(done ? p.exitValue() : -1, read(out), read(err), !done, ms);
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
        return o;
    }

    private static String read(Path p) throws IOException {
        long size = Files.size(p);
        if (size <= MAX_OUTPUT) return Files.readString(p, StandardCharsets.UTF_8);
        try (var in = Files.newInputStream(p)) {
            return new String(in.readNBytes(MAX_OUTPUT), StandardCharsets.UTF_8) + "\n[output cut]";
        }
    }
}
