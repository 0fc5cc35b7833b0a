package io.dialectic.toolchain.symbolize;

import io.dialectic.base.process.LongLivedProcess;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * One {@code llvm-symbolizer} that stays, asked one address at a time on its stdin with the flags LLVM's own crash
 * handler gives it ({@code --functions=linkage --inlining --demangle}), its answers kept by module and offset. Started
 * afresh for every crash, the symbolizer reads the tool's symbol tables each time (hundreds of milliseconds for
 * {@code libLLVM}); a campaign's crashes repeat the same frames, so most are answered from the cache.
 *
 * <p>Thread-safe: one exchange at a time. An exchange that does not end within {@link #ANSWER_TIMEOUT_MS} (a symbolizer
 * stuck on a file) kills the process; the next question starts a new one. A symbolizer that cannot be started answers
 * nothing, and the caller runs the crash the old way.
 */
public final class FrameSymbolizer implements MarkupTrace.FrameNames, AutoCloseable {
    static final long ANSWER_TIMEOUT_MS = 30_000;
    private static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "symbolizer-watchdog");
        t.setDaemon(true);
        return t;
    });

    private final ProcessRunner processes;
    private final Path symbolizer;
    private final Map<String, List<String>> answers = new ConcurrentHashMap<>();
    private LongLivedProcess process;
    private long asked;

    public FrameSymbolizer(ProcessRunner processes, Path symbolizer) {
        this.processes = processes;
        this.symbolizer = symbolizer;
    }

    @Override
    public Optional<List<String>> of(String module, long offset) {
        String key = module + "+0x" + Long.toHexString(offset);
        List<String> known = answers.get(key);
        if (known != null) return Optional.of(known);
        Optional<List<String>> answer = ask(module, offset);
        answer.ifPresent(a -> answers.put(key, a));
        return answer;
    }

    /** How many addresses went to the process (the rest came from the cache). */
    public synchronized long asked() {
        return asked;
    }

    private synchronized Optional<List<String>> ask(String module, long offset) {
        // LLVM writes "MODULE 0xOFFSET" unquoted; a name with a line break cannot be one question
        if (module.indexOf('\n') >= 0 || module.indexOf('\r') >= 0) return Optional.empty();
        try {
            if (process == null || !process.isAlive()) {
                if (process != null) process.close();
                process = processes.startLongLived(
                        ProcessSpec.of(symbolizer.toString(), "--functions=linkage", "--inlining", "--demangle"));
            }
            LongLivedProcess p = process;
            ScheduledFuture<?> kill = WATCHDOG.schedule(p::close, ANSWER_TIMEOUT_MS, TimeUnit.MILLISECONDS);
            try {
                asked++;
                p.write(module + " 0x" + Long.toHexString(offset) + "\n");
                List<String> lines = new ArrayList<>();
                for (String l = p.readLine(); ; l = p.readLine()) {
                    if (l == null) {
                        process = null;
                        return Optional.empty();
                    }
                    if (l.isEmpty()) break;
                    lines.add(l);
                }
                return Optional.of(List.copyOf(lines));
            } finally {
                kill.cancel(false);
            }
        } catch (IOException e) {
            if (process != null) process.close();
            process = null;
            return Optional.empty();
        }
    }

    @Override
    public synchronized void close() {
        if (process != null) process.close();
        process = null;
    }
}
