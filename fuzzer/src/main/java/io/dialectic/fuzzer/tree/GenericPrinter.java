package io.dialectic.fuzzer.tree;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints a {@link TreeProgram} in MLIR's generic form, which every registered
 * or unregistered op accepts, so a mutant never depends on an op's custom
 * assembly format. Values are numbered afresh ({@code %0}, {@code %arg0}) and
 * block labels are {@code ^bbN}, unique in the whole program.
 *
 * <pre>
 * %0 = "arith.addi"(%arg0, %arg1) &lt;{overflowFlags = #arith.overflow&lt;none&gt;}&gt; : (i32, i32) -&gt; i32
 * </pre>
 */
public final class GenericPrinter {
    private final Map<TreeValue, String> names = new IdentityHashMap<>();
    private final Map<TreeBlock, String> labels = new IdentityHashMap<>();
    private int nextValue;
    private int nextArg;
    private int nextBlock;
    private final StringBuilder out = new StringBuilder();

    private GenericPrinter() {}

    public static String print(TreeProgram program) {
        GenericPrinter p = new GenericPrinter();
        for (TreeBlock b : program.allBlocks()) if (b.parent() != null) p.labels.put(b, "^bb" + p.nextBlock++);
        for (TreeOp op : program.top().ops()) p.op(op, 0);
        return p.out.toString();
    }

    private void op(TreeOp op, int indent) {
        indent(indent);
        if (!op.results().isEmpty()) {
            List<String> rs = new ArrayList<>();
            for (TreeValue v : op.results()) rs.add(define(v, false));
            out.append(String.join(", ", rs)).append(" = ");
        }
        out.append('"').append(op.name()).append("\"(");
        List<String> types = new ArrayList<>();
        for (int i = 0; i < op.operands().size(); i++) {
            TreeValue v = op.operands().get(i);
            if (i > 0) out.append(", ");
            out.append(nameOf(v));
            types.add(v.type());
        }
        out.append(')');
        if (!op.successors().isEmpty()) {
            out.append('[');
            for (int i = 0; i < op.successors().size(); i++) {
                if (i > 0) out.append(", ");
                out.append(labels.get(op.successors().get(i)));
            }
            out.append(']');
        }
        if (!op.properties().isEmpty()) out.append(' ').append(op.properties());
        if (!op.regions().isEmpty()) {
            out.append(" (");
            for (int r = 0; r < op.regions().size(); r++) {
                if (r > 0) out.append(", ");
                region(op.regions().get(r), indent);
            }
            out.append(')');
        }
        if (!op.attributes().isEmpty()) out.append(' ').append(op.attributes());
        out.append(" : (").append(String.join(", ", types)).append(") -> (");
        List<String> rt = new ArrayList<>();
        for (TreeValue v : op.results()) rt.add(v.type());
        out.append(String.join(", ", rt)).append(")\n");
    }

    private void region(TreeRegion region, int indent) {
        out.append("{\n");
        List<TreeBlock> blocks = region.blocks();
        for (int i = 0; i < blocks.size(); i++) {
            TreeBlock b = blocks.get(i);
            if (i > 0 || !b.arguments().isEmpty() || b.ops().isEmpty()) { // an empty block needs its label to exist
                indent(indent);
                out.append(labels.get(b));
                if (!b.arguments().isEmpty()) {
                    out.append('(');
                    for (int a = 0; a < b.arguments().size(); a++) {
                        if (a > 0) out.append(", ");
                        TreeValue v = b.arguments().get(a);
                        out.append(define(v, true)).append(": ").append(v.type());
                    }
                    out.append(')');
                }
                out.append(":\n");
            }
            for (TreeOp op : b.ops()) op(op, indent + 1);
        }
        indent(indent);
        out.append('}');
    }

    private String define(TreeValue v, boolean argument) {
        String known = names.get(v);
        if (known != null) return known;
        String n = argument ? "%arg" + nextArg++ : "%" + nextValue++;
        names.put(v, n);
        return n;
    }

    /** A use printed before its definition (forward reference in a CFG region) gets its name now. */
    private String nameOf(TreeValue v) {
        String n = names.get(v);
        return n != null ? n : define(v, v.isBlockArgument());
    }

    private void indent(int n) {
        out.append("  ".repeat(n));
    }
}
