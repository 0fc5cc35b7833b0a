package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.batch.BatchRunner;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a valid run's output survives the printer: printed in custom form by the same tool, it must parse again and
 * print the same custom form. Custom against custom rather than generic against generic: the custom printer elides
 * attributes at their default ({@code nontemporal = false}) and the bodies of linalg's named ops, so a generic
 * comparison flagged those (30 of 31 flags in a 30-second campaign on mlir-opt-22, none a bug), while what the
 * parser cannot read or reads as other printed IR still shows. Two batches for any number of outputs: the custom
 * print, the parse of the custom form.
 */
public final class RoundTripCheck {
    private RoundTripCheck() {}

    /** What a check found: the custom form and the parser's first error, or where its reprint differs. */
    public record Found(String custom, VerifierMessage message) {}

    /**
     * For each valid run ({@code runs}, whose tool and flags parse) and its {@code outputs}, what the check found; null
     * where the output reads back the same, and where it does not verify at all (no printer bug to see there).
     */
    public static Found[] check(List<RunRequest> runs, List<String> outputs, BatchRunner batches) {
        Found[] out = new Found[runs.size()];
        List<RunRequest> custom = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) custom.add(Reruns.parse(runs.get(i), outputs.get(i), List.of()));
        List<String> c = InvalidIrCheck.outputs(batches.run(custom));
        List<Integer> printed = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) if (c.get(i) != null) printed.add(i);
        if (printed.isEmpty()) return out;
        List<BatchRunner.Batched<RunResult>> reread = batches.run(printed.stream()
                .map(i -> Reruns.parse(runs.get(i), c.get(i), List.of()))
                .toList());
        for (int k = 0; k < printed.size(); k++) {
            int i = printed.get(k);
            RunResult r = reread.get(k).value();
            if (Reruns.rejected(r)) {
                VerifierMessage m = VerifierMessage.of(r.stderr(), c.get(i));
                if (m != null) out[i] = new Found(c.get(i), m);
            } else if (Reruns.printed(r) && !r.stdout().equals(c.get(i))) {
                out[i] = new Found(c.get(i), difference(c.get(i), r.stdout()));
            }
        }
        return out;
    }

    /** How the reprint differs from the custom form: the op of the first line that differs. */
    static VerifierMessage difference(String expected, String reread) {
        String[] a = expected.split("\n", -1);
        String[] b = reread.split("\n", -1);
        int line = 0;
        while (line < a.length && line < b.length && a[line].equals(b[line])) line++;
        String op = VerifierMessage.opOnLine(expected, line + 1);
        return new VerifierMessage("custom form reads back as other IR", op, line + 1);
    }
}
