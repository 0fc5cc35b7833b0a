package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
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
     * index of its last item; null when none does (one batch of prefix runs, one of parses).
     */
    static InvalidIrCheck.Found invalidPrefix(RunRequest req, BatchRunner batches) {
        int n = req.pipeline().size();
        if (n <= 1) return null;
        List<RunRequest> prefixes = new ArrayList<>();
        for (int k = 1; k < n; k++)
            prefixes.add(Reruns.unverified(req, req.pipeline().subList(0, k)));
        List<String> outputs = InvalidIrCheck.outputs(batches.run(prefixes));
        List<Integer> printed = new ArrayList<>();
        for (int k = 0; k < outputs.size(); k++) if (outputs.get(k) != null) printed.add(k);
        if (printed.isEmpty()) return null;
        List<BatchRunner.Batched<RunResult>> parsed = batches.run(printed.stream()
                .map(k -> Reruns.parse(req, outputs.get(k), List.of()))
                .toList());
        for (int j = 0; j < printed.size(); j++) {
            InvalidIrCheck.Found f = InvalidIrCheck.invalid(parsed.get(j).value(), outputs.get(printed.get(j)));
            if (f != null) return new InvalidIrCheck.Found(f.output(), f.message(), printed.get(j));
        }
        return null;
    }
}
