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
 *
 * <p>Later passes may hide what a pass broke: a pipeline that ends in a lowering (the differential oracle's cells end in
 * the LLVM lowering) converts the invalid op away, and the whole pipeline's unverified output verifies. With
 * {@code searchPrefixes}, a run whose whole pipeline ran unverified and printed IR that verifies has its proper
 * prefixes checked too ({@link FirstBadPass#invalidPrefix}): the first prefix whose output fails to verify proves the
 * bug and names the pass.
 */
public final class InvalidIrCheck {
    private InvalidIrCheck() {}

    /**
     * What a check found: the invalid output (generic form), the verifier's first error on it, and the index of the
     * pipeline item after which that output was printed when a prefix was checked (-1: the whole pipeline's output,
     * the bad pass still to be found).
     */
    public record Found(String output, VerifierMessage message, int badPass) {
        Found(String output, VerifierMessage message) {
            this(output, message, -1);
        }
    }

    /** For each errored run, what the check found, null where the IR after the pipeline verifies or is not printed. */
    public static Found[] check(List<RunRequest> errored, BatchRunner batches) {
        return check(errored, batches, false);
    }

    /** As {@link #check(List, BatchRunner)}; with {@code searchPrefixes} a run whose output verifies has its prefixes checked. */
    public static Found[] check(List<RunRequest> errored, BatchRunner batches, boolean searchPrefixes) {
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
            RunResult parse = parsed.get(k).value();
            out[i] = invalid(parse, outputs.get(i));
            if (out[i] == null && searchPrefixes && Reruns.printed(parse))
                out[i] = FirstBadPass.invalidPrefix(errored.get(i), batches);
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
