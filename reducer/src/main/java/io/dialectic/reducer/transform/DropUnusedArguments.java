package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Deletes unused arguments of a custom-form function ({@code func.func},
 * {@code gpu.func}, {@code llvm.func}...) whose symbol nothing else names
 * (no call site would need the same change). The argument list is the first
 * parenthesised group after the symbol name; each unused {@code %x: type}
 * entry is one rewrite. A body-less declaration loses any of its argument
 * types the same way.
 *
 * <pre>
 * before: func.func @f(%a: i32, %unused: tensor&lt;4xf32&gt;) -&gt; i32 {
 *           return %a : i32
 * after:  func.func @f(%a: i32) -&gt; i32 {
 *           return %a : i32
 * </pre>
 */
public final class DropUnusedArguments implements Transformation {
    @Override
    public String name() {
        return "drop-unused-arguments";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        Set<Value> used = FunctionSignature.usedValues(tree.program());
        List<Rewrite> out = new ArrayList<>();
        for (Operation op : tree.program().allOperations()) {
            if (op.form() != Operation.Form.CUSTOM || !op.span().isKnown()) continue;
            if (op.regions().isEmpty() || op.regions().get(0).blocks().isEmpty()) {
                out.addAll(declarationArguments(text, op));
                continue;
            }
            Block entry = op.regions().get(0).blocks().get(0);
            if (entry.arguments().isEmpty()) continue;
            var sig = FunctionSignature.of(text, op);
            if (sig.isEmpty() || sig.get().referencedElsewhere()) continue;
            String symbol = sig.get().symbol();
            List<int[]> entries = sig.get().entries();
            if (entries.size() != entry.arguments().size()) continue;
            for (int i = 0; i < entries.size(); i++) {
                Value arg = entry.arguments().get(i);
                if (!sig.get().unusedEntry(text, i, arg, used)) continue;
                int start = entries.get(i)[0];
                int end = entries.get(i)[1];
                // Take one separating comma with the entry: the following one, or for the last entry the preceding one.
                if (i + 1 < entries.size()) end = entries.get(i + 1)[0];
                else if (i > 0) start = entries.get(i - 1)[1];
                out.add(Rewrite.of("argument " + arg.name() + " of " + symbol, new Splice(start, end, "")));
            }
        }
        return out;
    }

    /**
     * A declaration ({@code func.func private @f(i32, f32)}) has no body to use its arguments, so
     * each entry of an unreferenced one may go (shared case v19_r1_c00149: a crash in
     * mesh-spmdization needs the two functions, not their spirv array argument types).
     */
    private static List<Rewrite> declarationArguments(String text, Operation op) {
        var sig = FunctionSignature.of(text, op);
        if (sig.isEmpty() || sig.get().referencedElsewhere()) return List.of();
        List<int[]> entries = sig.get().entries();
        List<Rewrite> out = new ArrayList<>();
        // Two single-entry deletions share a comma, so "all of them" is a rewrite of its own.
        if (entries.size() > 1) {
            out.add(Rewrite.of(
                    "all arguments of declaration " + sig.get().symbol(),
                    new Splice(sig.get().open() + 1, sig.get().close(), "")));
        }
        for (int i = 0; i < entries.size(); i++) {
            int start = entries.get(i)[0];
            int end = i + 1 < entries.size() ? entries.get(i + 1)[0] : entries.get(i)[1];
            if (i + 1 == entries.size() && i > 0) start = entries.get(i - 1)[1];
            out.add(Rewrite.of(
                    "argument " + (i + 1) + " of declaration " + sig.get().symbol(), new Splice(start, end, "")));
        }
        return out;
    }
}
