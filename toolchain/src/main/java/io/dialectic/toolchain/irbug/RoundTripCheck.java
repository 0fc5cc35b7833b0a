package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.batch.BatchRunner;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a valid run's output survives the printer: printed in custom form by the same tool, it must parse again and
 * print the same generic form as the output printed generic. Three batches for any number of outputs: the generic
 * reprint, the custom print, the parse of the custom form.
 */
public final class RoundTripCheck {
    private RoundTripCheck() {}

    private static final List<String> GENERIC = List.of(Reruns.GENERIC, Reruns.LOCAL_SCOPE);

    /** What a check found: the custom form and the parser's first error, or how its reprint differs. */
    public record Found(String custom, VerifierMessage message) {}

    /**
     * For each valid run ({@code runs}, whose tool and flags parse) and its {@code outputs}, what the check found; null
     * where the output reads back the same, and where it does not verify at all (no printer bug to see there).
     */
    public static Found[] check(List<RunRequest> runs, List<String> outputs, BatchRunner batches) {
        Found[] out = new Found[runs.size()];
        List<RunRequest> generic = new ArrayList<>();
        List<RunRequest> custom = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            generic.add(Reruns.parse(runs.get(i), outputs.get(i), GENERIC));
            custom.add(Reruns.parse(runs.get(i), outputs.get(i), List.of()));
        }
        List<String> g0 = InvalidIrCheck.outputs(batches.run(generic));
        List<String> c = InvalidIrCheck.outputs(batches.run(custom));
        List<Integer> both = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) if (g0.get(i) != null && c.get(i) != null) both.add(i);
        if (both.isEmpty()) return out;
        List<BatchRunner.Batched<RunResult>> reread = batches.run(both.stream()
                .map(i -> Reruns.parse(runs.get(i), c.get(i), GENERIC))
                .toList());
        for (int k = 0; k < both.size(); k++) {
            int i = both.get(k);
            RunResult r = reread.get(k).value();
            if (Reruns.rejected(r)) {
                VerifierMessage m = VerifierMessage.of(r.stderr(), c.get(i));
                if (m != null) out[i] = new Found(c.get(i), m);
            } else if (Reruns.printed(r) && !r.stdout().equals(g0.get(i))) {
                out[i] = new Found(c.get(i), difference(g0.get(i), r.stdout()));
            }
        }
        return out;
    }

    /** How the reprint differs from the generic form: the op of the first line that differs. */
    static VerifierMessage difference(String expected, String reread) {
        String[] a = expected.split("\n", -1);
        String[] b = reread.split("\n", -1);
        int line = 0;
        while (line < a.length && line < b.length && a[line].equals(b[line])) line++;
        String op = VerifierMessage.opOnLine(expected, line + 1);
        return new VerifierMessage("custom form reads back as other IR", op, line + 1);
    }
}
