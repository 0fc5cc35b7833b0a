package io.dialectic.ir.odg;

import io.dialectic.ir.model.Operation;

/**
 * Graphviz rendering of an ODG: one node per op labelled "op name\nline N",
 * DATA edges solid (labelled with the value name), CONTROL edges dashed.
 */
public final class OdgDot {
    private OdgDot() {}

    /** The ODG as a {@code digraph} named {@code title}. */
    public static String render(OdgIndex odg, String title) {
        StringBuilder sb = new StringBuilder(64 + odg.nodeCount() * 48 + odg.edgeCount() * 32);
        sb.append("digraph ").append(quote(title)).append(" {\n");
        sb.append("  node [shape=box, fontname=\"monospace\"];\n");
        for (int i = 0; i < odg.nodeCount(); i++) {
            Operation op = odg.node(i);
            String label = op.name() + "\nline " + op.span().line();
            sb.append("  n").append(i).append(" [label=").append(quote(label)).append("];\n");
        }
        for (int e = 0; e < odg.edgeCount(); e++) {
            sb.append("  n").append(odg.source(e)).append(" -> n").append(odg.target(e));
            if (odg.kind(e) == EdgeKind.CONTROL) {
                sb.append(" [style=dashed];\n");
            } else {
                sb.append(" [style=solid, label=").append(quote(String.valueOf(odg.value(e).name()))).append("];\n");
            }
        }
        sb.append("}\n");
        return sb.toString();
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                default -> sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
