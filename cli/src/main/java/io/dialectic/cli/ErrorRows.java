package io.dialectic.cli;

import io.dialectic.toolchain.record.RunRecord;
import java.io.PrintWriter;
import java.util.List;

/** Text-mode listing of the records that could not be read or run (their {@code error}), so no reason is hidden. */
final class ErrorRows {
    /** Records listed in full; beyond it, a count. */
    static final int SHOWN = 20;

    private ErrorRows() {}

    /** Prints the records with an error and no outcome (broken input, not a run that went wrong). */
    static void print(PrintWriter out, List<RunRecord> records, String what) {
        List<RunRecord> bad = records.stream()
                .filter(r -> r.error() != null && r.outcome() == null)
                .toList();
        if (bad.isEmpty()) return;
        out.println(bad.size() + " " + what + " could not be read:");
        for (RunRecord r : bad.subList(0, Math.min(SHOWN, bad.size())))
            out.println("  " + r.runId() + ": " + r.error());
        if (bad.size() > SHOWN) out.println("  ... and " + (bad.size() - SHOWN) + " more (--json lists them all)");
    }
}
