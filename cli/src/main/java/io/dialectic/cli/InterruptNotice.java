package io.dialectic.cli;

import io.dialectic.base.storage.ShutdownGate;
import java.util.function.Supplier;

/**
 * What a user sees when a long verb ({@code run}, {@code analyze}, {@code demo}, {@code fuzz},
 * {@code reduce}) is stopped by Ctrl-C or SIGTERM: one line, {@code dialectic VERB: interrupted; WHAT WAS
 * KEPT}, on stderr, and a non-zero exit (the JVM's 130 for SIGINT, 143 for SIGTERM). Outputs are
 * left whole by the toolchain's {@link ShutdownGate} (no half record, no temporary folder, no orphaned
 * mlir-opt). The verb says what was kept when it starts ({@link #kept}); {@link Dialectic#main} installs
 * the hook and marks the normal end, after which nothing is printed.
 */
final class InterruptNotice {
    private static volatile String verb;
    private static volatile Supplier<String> kept = () -> "";
    private static volatile boolean finished;

    private InterruptNotice() {}

    /** Called by a verb as it starts: what an interruption keeps (e.g. "the runs so far are in X; the same command resumes"). */
    static void kept(String verbName, Supplier<String> whatIsKept) {
        verb = verbName;
        kept = whatIsKept;
        ShutdownGate.install();
    }

    /** Installs the hook (once, from main); until the verb says more, an interruption names the first word of the command line. */
    static void install(String[] args) {
        if (args.length > 0 && !args[0].startsWith("-")) verb = args[0];
        Runtime.getRuntime().addShutdownHook(new Thread(InterruptNotice::print, "dialectic-interrupted"));
    }

    /** The command returned: an exit from now on is the normal one. */
    static void finished() {
        finished = true;
    }

    private static void print() {
        if (finished || verb == null) return;
        String k;
        try {
            k = kept.get();
        } catch (RuntimeException e) {
            k = "";
        }
        System.err.println();
        System.err.println("dialectic " + verb + ": interrupted" + (k == null || k.isEmpty() ? "" : "; " + k));
        System.err.flush();
    }
}
