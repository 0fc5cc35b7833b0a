package io.dialectic.fuzzer.tree;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds an editable {@link TreeProgram} from Dialectic's read-only program
 * model. Only what the generic printer needs is kept: names, typed results and
 * block arguments, operand bindings, successors, properties and attributes
 * (aliases written out in place). A program the tree cannot represent exactly
 * (reader diagnostics, an unresolved operand, an unknown type) is refused with
 * the reason, never half-imported.
 */
public final class TreeImport {
    private final AliasTable aliases;
    private final Map<Value, TreeValue> values = new IdentityHashMap<>();
    private final List<Runnable> wiring = new ArrayList<>();

    private TreeImport(AliasTable aliases) {
        this.aliases = aliases;
    }

    /** Why a program could not be imported. */
    @SuppressWarnings("serial") // thrown and caught in one JVM, never serialized
    public static final class ImportException extends Exception {
        public ImportException(String message) {
            super(message);
        }
    }

    public static TreeProgram of(Program program) throws ImportException {
        if (!program.isClean())
            throw new ImportException(
                    "reader diagnostics: " + program.diagnostics().get(0));
        List<Operation> tops = program.topLevelOperations();
        if (tops.isEmpty()) throw new ImportException("no operations");
        String text = program.text();
        // Aliases are defined outside the ops: before them, and (location aliases) after the last one.
        int first = tops.get(0).span().isKnown() ? tops.get(0).span().start() : text.length();
        Operation lastOp = tops.get(tops.size() - 1);
        int last = lastOp.span().isKnown() ? lastOp.span().end() : text.length();
        String outside = text.substring(0, Math.max(0, first)) + "\n"
                + text.substring(Math.min(text.length(), Math.max(last, first)));
        TreeImport imp = new TreeImport(AliasTable.parse(outside));
        TreeProgram out = new TreeProgram();
        for (Operation op : tops) out.top().insert(out.top().ops().size(), imp.op(op));
        for (Runnable r : imp.wiring) r.run();
        if (imp.failure != null) throw new ImportException(imp.failure);
        return out;
    }

    private String failure;

    private TreeOp op(Operation src) throws ImportException {
        TreeOp op = new TreeOp(src.name(), aliases.expand(src.properties()), aliases.expand(src.attributes()));
        List<String> sigResults = src.signatureResultTypes();
        for (int i = 0; i < src.results().size(); i++) {
            Value v = src.results().get(i);
            String type = v.type() != null ? v.type() : i < sigResults.size() ? sigResults.get(i) : null;
            if (type == null) throw new ImportException("result " + v.name() + " of " + src + " has no type");
            values.put(v, op.addResult(aliases.expand(type)));
        }
        for (Region r : src.regions()) {
            TreeRegion tr = op.addRegion();
            Map<String, TreeBlock> labels = new HashMap<>();
            labelsByRegion.put(tr, labels);
            for (Block b : r.blocks()) {
                TreeBlock tb = tr.addBlock();
                if (b.label() != null) labels.put(stripCaret(b.label()), tb);
                for (Value a : b.arguments()) {
                    if (a.type() == null) throw new ImportException("block argument " + a.name() + " has no type");
                    values.put(a, tb.addArgument(aliases.expand(a.type())));
                }
                for (Operation child : b.operations()) tb.insert(tb.ops().size(), op(child));
            }
        }
        // Operands and successors may refer forward (CFG regions): wire them once every value exists.
        wiring.add(() -> {
            for (Operand o : src.operands()) {
                TreeValue v = o.value() == null ? null : values.get(o.value());
                if (v == null) {
                    fail("operand " + o.reference() + " of " + src + " is not defined");
                    return;
                }
                op.addOperand(v);
            }
        });
        if (!src.successors().isEmpty()) {
            wiring.add(() -> {
                TreeRegion region = op.parent() == null ? null : op.parent().parent();
                Map<String, TreeBlock> siblings = region == null ? Map.of() : labelsByRegion.get(region);
                for (String s : src.successors()) {
                    TreeBlock target = siblings.get(stripCaret(s));
                    if (target == null) {
                        fail("successor " + s + " of " + src + " is not a block of its region");
                        return;
                    }
                    op.addSuccessor(target);
                }
            });
        }
        return op;
    }

    private final Map<TreeRegion, Map<String, TreeBlock>> labelsByRegion = new IdentityHashMap<>();

    private void fail(String why) {
        if (failure == null) failure = why;
    }

    private static String stripCaret(String label) {
        return label.startsWith("^") ? label.substring(1) : label;
    }
}
