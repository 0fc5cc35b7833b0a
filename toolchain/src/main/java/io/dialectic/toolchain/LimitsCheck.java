package io.dialectic.toolchain;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Checks once, before a job, that the tool can run at all under the job's limits: a limit that kills
 * the tool before it starts (an address space of 1 KiB: the dynamic loader dies with SIGSEGV) would
 * otherwise turn every run into a "crash" and every crash into one fake cluster. The probe is the
 * smallest valid program with no pass, which mlir-opt-19/22 accept with exit 0 under 256 MiB (checked
 * by hand with {@code prlimit --as}); it fails when the same probe without limits passes, so a broken
 * tool is not blamed on the limits.
 */
public final class LimitsCheck {
    static final String PROBE_PROGRAM = "func.func @f() {\n  return\n}\n";

    private LimitsCheck() {}

    /** Why {@code tool} cannot run under {@code limits} (one sentence naming the limits), or empty when it can. */
    public static Optional<String> problem(ToolRunner runner, Tool tool, RunLimits limits) {
        RunResult r = probe(runner, tool, limits);
        if (passed(r)) return Optional.empty();
        // Without our limits (a generous timeout, no address-space cap): does the tool work at all?
        RunResult free = probe(runner, tool, new RunLimits(Duration.ofSeconds(60), limits.maxOutputBytes(), 0));
        if (!passed(free)) return Optional.empty(); // not the limits' fault: each run will record what happens
        return Optional.of(tool.name() + " cannot run even an empty program under these limits (" + describe(limits)
                + "): it " + what(r) + ". No run was started: raise the limit");
    }

    private static RunResult probe(ToolRunner runner, Tool tool, RunLimits limits) {
        return runner.run(new RunRequest(tool, PROBE_PROGRAM, List.of(), limits, List.of("-o", "/dev/null")));
    }

    private static boolean passed(RunResult r) {
        return r.started() && !r.timedOut() && r.exitCode() != null && r.exitCode() == 0;
    }

    private static String what(RunResult r) {
        if (r.timedOut())
            return "did not finish within " + r.request().limits().timeout().toMillis() + " ms";
        if (r.signal() != null)
            return "was killed by signal " + r.signal()
                    + (r.signal() == 11 ? " (SIGSEGV)" : r.signal() == 6 ? " (SIGABRT)" : "");
        String first = r.stderr().lines().findFirst().orElse("");
        return "exited with status " + r.exitCode() + (first.isBlank() ? "" : ": " + first);
    }

    static String describe(RunLimits l) {
        String as =
                l.addressSpaceBytes() <= 0 ? "no address-space limit" : "address space " + size(l.addressSpaceBytes());
        long ms = l.timeout().toMillis();
        return as + ", time " + (ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms");
    }

    private static String size(long b) {
        if (b >= 1L << 30 && b % (1L << 30) == 0) return (b >> 30) + " GiB";
        if (b >= 1L << 20 && b % (1L << 20) == 0) return (b >> 20) + " MiB";
        if (b >= 1L << 10 && b % (1L << 10) == 0) return (b >> 10) + " KiB";
        return String.format(Locale.ROOT, "%d bytes", b);
    }
}
