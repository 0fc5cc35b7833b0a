package io.dialectic.semantics.verdict;

import io.dialectic.semantics.interp.PrintedLine;
import java.util.List;

/**
 * {@code dialectic exec --json}: {"verdict", "reason", "expected" (reference
 * stdout or null), "poison_lines" (0-based lines of the expected output that
 * depend on poison), "ub" (the immediate UB reached, or null), "suspect_pass",
 * "fault_stage", "cells": [{"tool", "pipeline", "jit", "status", "stdout", "first_difference", "suspect_pass", "fault_stage", "miscompile_key"}]};
 * the top-level suspect pass and stage are the first miscompiling cell's.
 */
public final class JudgementJson {
    private JudgementJson() {}

    public static String write(Judgement j) {
        StringBuilder b = new StringBuilder("{");
        field(b, "verdict", j.verdict().label()).append(", ");
        field(b, "reason", j.reason()).append(", ");
        field(b, "expected", j.expected()).append(", ");
        b.append("\"poison_lines\": [");
        if (j.reference() != null) {
            List<PrintedLine> lines = j.reference().lines();
            boolean first = true;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).isDefined()) continue;
                if (!first) b.append(", ");
                b.append(i);
                first = false;
            }
        }
        b.append("], ");
        field(
                        b,
                        "ub",
                        j.reference() == null || j.reference().ub() == null
                                ? null
                                : j.reference().ub().toString())
                .append(", ");
        field(b, "suspect_pass", j.suspectPass()).append(", ");
        field(b, "fault_stage", j.faultStage()).append(", ");
        b.append("\"cells\": [");
        for (int i = 0; i < j.cells().size(); i++) {
            CellComparison c = j.cells().get(i);
            if (i > 0) b.append(", ");
            b.append('{');
            field(b, "tool", c.result().cell().tool().optBinary).append(", ");
            field(b, "pipeline", c.result().cell().pipeline().name()).append(", ");
            field(b, "jit", c.result().cell().jitLevel()).append(", ");
            field(b, "status", c.result().status().label()).append(", ");
            field(b, "stdout", c.result().stdout()).append(", ");
            b.append("\"first_difference\": ")
                    .append(c.differs() ? String.valueOf(c.firstDifference()) : "null")
                    .append(", ");
            field(b, "suspect_pass", c.suspectPass()).append(", ");
            field(b, "fault_stage", c.faultStage()).append(", ");
            field(b, "miscompile_key", MiscompileKey.text(MiscompileKey.of(j, c)));
            b.append('}');
        }
        return b.append("]}").toString();
    }

    private static StringBuilder field(StringBuilder b, String name, String value) {
        b.append('"').append(name).append("\": ");
        if (value == null) return b.append("null");
        b.append('"');
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            switch (ch) {
                case '"':
                    b.append("\\\"");
                    break;
                case '\\':
                    b.append("\\\\");
                    break;
                case '\n':
                    b.append("\\n");
                    break;
                case '\r':
                    b.append("\\r");
                    break;
                case '\t':
                    b.append("\\t");
                    break;
                default:
                    if (ch < 0x20) b.append(String.format("\\u%04x", (int) ch));
                    else b.append(ch);
            }
        }
        return b.append('"');
    }
}
