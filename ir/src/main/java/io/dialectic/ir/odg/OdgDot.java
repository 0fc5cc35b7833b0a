package io.dialectic.ir.odg;

import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.ir.model.Operation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

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
        body(sb, odg, "n", 0, "  ");
        sb.append("}\n");
        return sb.toString();
    }

    /**
     * Several ODGs (the chunks of a file split at {@code // -----}) in one
     * digraph, one {@code cluster_k} subgraph per chunk labelled {@code labels[k]};
     * {@code lineOffsets[k]} is added to op lines so they are lines of the whole file.
     */
    public static String render(List<OdgIndex> odgs, List<String> labels, int[] lineOffsets, String title) {
        if (odgs.size() == 1) return render(odgs.get(0), title);
        StringBuilder sb = new StringBuilder(1024);
        sb.append("digraph ").append(quote(title)).append(" {\n");
        sb.append("  node [shape=box, fontname=\"monospace\"];\n");
        for (int k = 0; k < odgs.size(); k++) {
            sb.append("  subgraph cluster_").append(k).append(" {\n");
            sb.append("    label=").append(quote(labels.get(k))).append(";\n");
            body(sb, odgs.get(k), "c" + k + "n", lineOffsets[k], "    ");
            sb.append("  }\n");
        }
        sb.append("}\n");
        return sb.toString();
    }

    private static void body(StringBuilder sb, OdgIndex odg, String prefix, int lineOffset, String indent) {
        for (int i = 0; i < odg.nodeCount(); i++) {
            Operation op = odg.node(i);
            String label = op.name() + "\nline " + (op.span().line() + lineOffset);
            sb.append(indent)
                    .append(prefix)
                    .append(i)
                    .append(" [label=")
                    .append(quote(label))
                    .append("];\n");
        }
        for (int e = 0; e < odg.edgeCount(); e++) {
            sb.append(indent)
                    .append(prefix)
                    .append(odg.source(e))
                    .append(" -> ")
                    .append(prefix)
                    .append(odg.target(e));
            if (odg.kind(e) == EdgeKind.CONTROL) {
                sb.append(" [style=dashed];\n");
            } else {
                sb.append(" [style=solid, label=")
                        .append(quote(String.valueOf(odg.value(e).name())))
                        .append("];\n");
            }
        }
    }

    /** Writes {@code dot} to {@code out} atomically ({@link AtomicFiles}: a temp file beside it, then a move). */
    public static void write(Path out, String dot) throws IOException {
        AtomicFiles.write(out, dot);
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
