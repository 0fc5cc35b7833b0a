package io.dialectic.base.process;

import io.dialectic.base.Trees;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A process started once and asked many times through its pipes ({@link ProcessRunner#startLongLived}): lines written
 * to its stdin, lines read from its stdout, UTF-8. Not thread-safe: one exchange at a time is the caller's to ensure.
 * {@link #close} ends it (stdin closed, then SIGKILL to its tree if it has not gone within a second) and removes its
 * private folder.
 */
public final class LongLivedProcess implements AutoCloseable {
    private final Process process;
    private final Path own;
    private final Writer in;
    private final BufferedReader out;

    LongLivedProcess(Process process, Path own) {
        this.process = process;
        this.own = own;
        OutputStream stdin = process.getOutputStream();
        this.in = new OutputStreamWriter(stdin, StandardCharsets.UTF_8);
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Writes {@code text} to stdin and flushes. */
    public void write(String text) throws IOException {
        in.write(text);
        in.flush();
    }

    /** The next line of stdout, or null at its end (the process ended). Blocks. */
    public String readLine() throws IOException {
        return out.readLine();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public long pid() {
        return process.pid();
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) ProcessRunner.killTree(process);
        } catch (InterruptedException e) {
            ProcessRunner.killTree(process);
            Thread.currentThread().interrupt();
        }
        Trees.deleteQuietly(own);
    }
}
