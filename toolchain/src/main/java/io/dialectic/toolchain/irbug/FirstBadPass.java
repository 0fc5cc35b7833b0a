package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.batch.BatchRunner;
import java.util.ArrayList;
import java.util.List;

/**
 * The pipeline item after which a run's IR is first invalid: each proper prefix of the pipeline is run with
 * {@code --verify-each=false} and what it printed parsed plainly; the first prefix whose output fails to verify ends
 * at the bad pass. When none does, the whole pipeline is needed and its last item is the bad pass. A one-item pipeline
 * needs no run.
 */
public final class FirstBadPass {
    private FirstBadPass() {}

    /** The index in {@code req}'s pipeline of the first item after which the IR does not verify. */
    public static int of(RunRequest req, BatchRunner batches) {
        int n = req.pipeline().size();
        if (n <= 1) return 0;
        InvalidIrCheck.Found f = invalidPrefix(req, batches);
        return f == null ? n - 1 : f.badPass();
    }

    /**
     * What the first proper prefix of {@code req}'s pipeline whose unverified output fails to verify printed, with the
     * index of its last item; null when none does (one batch of prefix runs, one of parses of the invalid ones).
     */
    static InvalidIrCheck.Found invalidPrefix(RunRequest req, BatchRunner batches) {
        int n = req.pipeline().size();
        if (n <= 1) return null;
        List<RunRequest> runs = new ArrayList<>();
        List<Integer> ends = new ArrayList<>();
        for (int k = 0; k < n - 1; k++) {
            runs.add(req);
            ends.add(k);
        }
        for (InvalidIrCheck.Checked c : InvalidIrCheck.upTo(runs, ends, batches))
            if (c.found() != null) return c.found();
        return null;
    }
}
