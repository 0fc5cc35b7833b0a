package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Operation;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.VectorValue;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** What the program printed so far, line by line, with the poison causes of the values on each line. */
final class Output {
    private final List<PrintedLine> lines = new ArrayList<>();
    private final StringBuilder current = new StringBuilder();
    private final Set<Cause> currentCauses = new LinkedHashSet<>();
    private final List<Operation> currentPrinters = new ArrayList<>();

    void value(RtValue v, Operation printer) {
        if (printer != null) currentPrinters.add(printer);
        current.append(RunnerFormat.format(v));
        if (v instanceof Scalar s) {
            if (s.poison() != null) currentCauses.add(s.poison());
        } else {
            for (Scalar e : ((VectorValue) v).elements()) if (e.poison() != null) currentCauses.add(e.poison());
        }
    }

    void text(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n') endLine();
            else current.append(c);
        }
    }

    private void endLine() {
        lines.add(new PrintedLine(current.toString(), new ArrayList<>(currentCauses), true, currentPrinters));
        current.setLength(0);
        currentCauses.clear();
        currentPrinters.clear();
    }

    List<PrintedLine> finish() {
        List<PrintedLine> out = new ArrayList<>(lines);
        if (current.length() > 0 || !currentCauses.isEmpty())
            out.add(new PrintedLine(current.toString(), new ArrayList<>(currentCauses), false, currentPrinters));
        return out;
    }
}
