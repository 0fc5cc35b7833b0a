package io.dialectic.semantics.verdict;

import io.dialectic.semantics.interp.PrintedLine;
import java.util.List;
import java.util.Locale;

/**
 * {@code dialectic exec} without {@code --json}: the verdict and why, then
 * per cell its status and, where it differs, the expected and actual line
 * side by side; poison-dependent expected lines are marked {@code ~}.
 */
public final class JudgementText {
    private JudgementText() {}

    public static String write(Judgement j) {
        StringBuilder b = new StringBuilder();
        b.append("verdict: ")
                .append(j.verdict().label())
                .append(" (")
                .append(j.reason())
                .append(")\n");
        if (j.reference() != null) {
            b.append("reference: ").append(j.reference().status().name().toLowerCase(Locale.ROOT));
            if (j.reference().message() != null)
                b.append(" (").append(j.reference().message()).append(')');
            b.append('\n');
            for (PrintedLine l : j.reference().lines()) {
                b.append(l.isDefined() ? "  " : "~ ").append(l.text());
                if (!l.isDefined())
                    b.append("    <- poison: ").append(l.poisonedBy().get(0));
                b.append('\n');
            }
        }
        for (CellComparison c : j.cells()) {
            b.append(c.result().cell().label())
                    .append(": ")
                    .append(c.result().status().label());
            if (c.differs()) {
                List<String> got = OutputNormalizer.lines(c.result().stdout());
                int i = c.firstDifference();
                String want = j.reference() != null && i < j.reference().lines().size()
                        ? j.reference().lines().get(i).text()
                        : "<nothing>";
                b.append(", line ")
                        .append(i + 1)
                        .append(": expected ")
                        .append(want)
                        .append(" | actual ")
                        .append(i < got.size() ? got.get(i) : "<nothing>");
            }
            if (c.suspectPass() != null || c.faultStage() != null) {
                b.append(", suspect ")
                        .append(c.suspectPass() == null ? "?" : c.suspectPass())
                        .append(" (")
                        .append(c.faultStage())
                        .append(')');
            }
            b.append('\n');
        }
        return b.toString();
    }
}
