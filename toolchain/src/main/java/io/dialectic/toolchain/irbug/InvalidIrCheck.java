package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.batch.BatchRunner;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Whether runs that ended in an error ended there because a pass left invalid IR: the same tool, program and pipeline
 * with {@code --verify-each=false} must succeed, and its output must fail to verify (the printer's own verification, then
 * a plain parse by the same tool for the verifier's message). A pass that fails on its own (a legalization failure, a
 * bufferization error) still fails unverified, and a program the parser rejects is rejected before any pass: neither is
 * ever found. Two batches for any number of runs: the unverified reruns, then the parses of the invalid IR they printed.
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

    /**
     * For each errored run, what the check found, null where the IR verifies or is not printed. Each run comes with the
     * items of its pipeline that may be the pass it failed in ({@link PassFailure#items}), in order. A run with some is checked up to each in turn, and the first whose prefix,
     * unverified, prints IR that fails to verify is the bad pass (the verifier passed every item before it in the run
     * itself); one with none has its whole pipeline checked, and with {@code searchPrefixes} its prefixes too when that
     * output verifies.
     */
    public static Found[] check(
            List<RunRequest> errored, List<List<Integer>> failedItems, BatchRunner batches, boolean searchPrefixes) {
        Found[] out = new Found[errored.size()];
        List<Integer> whole = new ArrayList<>();
        for (int i = 0; i < errored.size(); i++) if (failedItems.get(i).isEmpty()) whole.add(i);
        checkWhole(errored, whole, batches, searchPrefixes, out);
        for (int round = 0; ; round++) {
            List<Integer> runs = new ArrayList<>();
            List<Integer> ends = new ArrayList<>();
            for (int i = 0; i < errored.size(); i++) {
                List<Integer> items = failedItems.get(i);
                if (out[i] != null || items.size() <= round) continue;
                runs.add(i);
                ends.add(items.get(round));
            }
            if (runs.isEmpty()) return out;
            Checked[] checked = upTo(runs.stream().map(errored::get).toList(), ends, batches);
            for (int j = 0; j < runs.size(); j++) out[runs.get(j)] = checked[j].found();
        }
    }

    /** The whole-pipeline check of the runs {@code at} of {@code errored}, into {@code out}. */
    private static void checkWhole(
            List<RunRequest> errored, List<Integer> at, BatchRunner batches, boolean searchPrefixes, Found[] out) {
        if (at.isEmpty()) return;
        List<RunRequest> runs = at.stream().map(errored::get).toList();
        Checked[] checked =
                upTo(runs, runs.stream().map(r -> r.pipeline().size() - 1).toList(), batches);
        for (int j = 0; j < at.size(); j++) {
            Found f = checked[j].found();
            // The whole pipeline's bad pass is still to be found (-1), unless it is a pipeline of one.
            if (f != null && runs.get(j).pipeline().size() > 1) f = new Found(f.output(), f.message());
            else if (f == null && searchPrefixes && checked[j].printedValid())
                f = FirstBadPass.invalidPrefix(runs.get(j), batches);
            out[at.get(j)] = f;
        }
    }

    /** What checking one prefix found: invalid IR (with the prefix's last item as its bad pass), or whether it printed valid IR. */
    record Checked(Found found, boolean printedValid) {}

    /**
     * Runs each of {@code runs} up to and including item {@code ends.get(j)}, unverified, in one batch; an output the
     * printer could only print generic fails to verify ({@link Reruns#printedInvalid}), and only those are parsed, in a
     * second batch, for the verifier's message. Most errored runs of a campaign print valid IR here (a pass that fails
     * on its own still fails): one process for them, not two.
     */
    static Checked[] upTo(List<RunRequest> runs, List<Integer> ends, BatchRunner batches) {
        Checked[] out = new Checked[runs.size()];
        List<RunRequest> unverified = new ArrayList<>();
        for (int j = 0; j < runs.size(); j++) {
            RunRequest r = runs.get(j);
            unverified.add(Reruns.unverified(r, r.pipeline().subList(0, ends.get(j) + 1)));
        }
        List<String> outputs = outputs(batches.run(unverified));
        List<Integer> invalid = new ArrayList<>();
        for (int j = 0; j < outputs.size(); j++) {
            String o = outputs.get(j);
            if (o != null && Reruns.printedInvalid(o)) invalid.add(j);
            else out[j] = new Checked(null, o != null);
        }
        if (invalid.isEmpty()) return out;
        List<BatchRunner.Batched<RunResult>> parsed = batches.run(invalid.stream()
                .map(j -> Reruns.parse(runs.get(j), outputs.get(j), List.of()))
                .toList());
        for (int k = 0; k < invalid.size(); k++) {
            int j = invalid.get(k);
            Found f = invalid(parsed.get(k).value(), outputs.get(j));
            out[j] = new Checked(f == null ? null : new Found(f.output(), f.message(), ends.get(j)), false);
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
