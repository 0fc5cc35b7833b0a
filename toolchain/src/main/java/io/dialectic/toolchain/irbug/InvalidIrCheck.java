package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.batch.BatchRunner;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Whether runs that ended in an error ended there because a pass left invalid IR: the same tool, program and pipeline
 * with {@code --verify-each=false}, printed generic, must succeed, and its output must fail to verify in a plain parse
 * by the same tool. A pass that fails on its own (a legalization failure, a bufferization error) still fails unverified,
 * and a program the parser rejects is rejected before any pass: neither is ever found. Two batches for any number of
 * runs: the unverified reruns, then the parses of what they printed.
 */
public final class InvalidIrCheck {
    private InvalidIrCheck() {}

    /** What a check found: the invalid output (generic form) and the verifier's first error on it. */
    public record Found(String output, VerifierMessage message) {}

    /** For each errored run, what the check found, null where the IR after the pipeline verifies or is not printed. */
    public static Found[] check(List<RunRequest> errored, BatchRunner batches) {
        Found[] out = new Found[errored.size()];
        List<RunRequest> unverified =
                errored.stream().map(r -> Reruns.unverified(r, r.pipeline())).toList();
        List<String> outputs = outputs(batches.run(unverified));
        List<Integer> printed = new ArrayList<>();
        for (int i = 0; i < outputs.size(); i++) if (outputs.get(i) != null) printed.add(i);
        if (printed.isEmpty()) return out;
        List<BatchRunner.Batched<RunResult>> parsed = batches.run(printed.stream()
                .map(i -> Reruns.parse(errored.get(i), outputs.get(i), List.of()))
                .toList());
        for (int k = 0; k < printed.size(); k++) {
            int i = printed.get(k);
            out[i] = invalid(parsed.get(k).value(), outputs.get(i));
        }
        return out;
    }

    /** The outputs of runs that printed a program, null for the others. */
    static List<String> outputs(List<BatchRunner.Batched<RunResult>> runs) {
        String[] out = new String[runs.size()];
        for (int i = 0; i < out.length; i++) {
            RunResult r = runs.get(i).value();
            if (Reruns.printed(r)) out[i] = r.stdout();
        }
        return Arrays.asList(out);
    }

    /** The finding of a plain parse of {@code output}: its first error when the parse rejected it, else null. */
    static Found invalid(RunResult parse, String output) {
        if (!Reruns.rejected(parse)) return null;
        VerifierMessage m = VerifierMessage.of(parse.stderr(), output);
        return m == null ? null : new Found(output, m);
    }
}
