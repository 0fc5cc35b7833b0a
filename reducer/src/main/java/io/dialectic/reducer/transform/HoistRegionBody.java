package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Replaces an op that has one single-block region by that block's ops
 * (without the terminator), when nothing is lost: the op has no results, the
 * terminator passes no values, and the op is not isolated from above (a
 * function body cannot stand at module level). A use of the block's arguments
 * (an induction variable, say) becomes a new argument of the enclosing
 * custom-form function ({@link FreshArguments}), except in {@code @main}, which a
 * runner calls without arguments: a crash that needs an index the loop made
 * from its bounds usually needs an index alone.
 *
 * <pre>
 * before: scf.if %cond {
 *           %x = arith.addi %a, %a : i32
 *           "test.use"(%x) : (i32) -&gt; ()
 *         }
 * after:  %x = arith.addi %a, %a : i32
 *         "test.use"(%x) : (i32) -&gt; ()
 *
 * before: func.func @f() {
 *           affine.for %i = 4 to 1028 step 4 {
 *             affine.for %j = #map(%i) to #map1(%i) {}
 *           }
 * after:  func.func @f(%r0: index) {
 *           affine.for %j = #map(%r0) to #map1(%r0) {}
 * </pre>
 */
public final class HoistRegionBody implements Transformation {
    @Override
    public String name() {
        return "hoist-region-body";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        List<Rewrite> out = new ArrayList<>();
        String text = tree.text();
        for (Operation op : tree.program().allOperations()) {
            if (!op.span().isKnown() || !op.results().isEmpty() || op.regions().size() != 1) continue;
            boolean loneModule = op.name().equals("builtin.module")
                    && op.parentOp() == null
                    && tree.program().topLevelOperations().size() == 1
                    && moduleHeader(text, op).equals("module");
            if (!loneModule && (OpTree.isIsolatedFromAbove(op) || op.parentOp() == null)) continue;
            Region r = op.regions().get(0);
            if (r.blocks().size() != 1) continue;
            Block b = r.blocks().get(0);
            List<Operation> ops = b.operations();
            if (ops.isEmpty()) continue;
            Operation last = ops.get(ops.size() - 1);
            boolean hasTerminator = OpTree.isTerminator(last);
            if (hasTerminator && !last.operands().isEmpty()) continue;
            List<Operation> body = hasTerminator ? ops.subList(0, ops.size() - 1) : ops;
            if (body.isEmpty() || !body.stream().allMatch(o -> o.span().isKnown())) continue;
            List<Splice> rewired = new ArrayList<>();
            if (usesArguments(b, body) && !asArguments(text, b, body, rewired)) continue;
            // When the op and the body each start their line, move whole lines and shift the body left to the
            // op's indentation, so the result reads as if written that way.
            int opLine = text.lastIndexOf('\n', op.span().start() - 1) + 1;
            int bodyLine = text.lastIndexOf('\n', body.get(0).span().start() - 1) + 1;
            String inner;
            int opStart;
            if (text.substring(opLine, op.span().start()).isBlank()
                    && text.substring(bodyLine, body.get(0).span().start()).isBlank()) {
                int shift = (body.get(0).span().start() - bodyLine) - (op.span().start() - opLine);
                inner = dedent(
                        text.substring(
                                bodyLine, body.get(body.size() - 1).span().end()),
                        shift);
                opStart = opLine;
            } else {
                inner = text.substring(
                        body.get(0).span().start(),
                        body.get(body.size() - 1).span().end());
                opStart = op.span().start();
            }
            if (!rewired.isEmpty()) {
                // the uses are inside the moved text: rename them there, then add the arguments to the signature
                int from = text.substring(opLine, op.span().start()).isBlank()
                                && text.substring(bodyLine, body.get(0).span().start())
                                        .isBlank()
                        ? bodyLine
                        : body.get(0).span().start();
                String moved = new SpliceSet()
                        .addAll(rewired.subList(0, rewired.size() - 1).stream()
                                .map(u -> new Splice(u.start() - from, u.end() - from, u.replacement()))
                                .toList())
                        .applyTo(text.substring(
                                from, body.get(body.size() - 1).span().end()));
                if (moved == null) continue;
                inner = from == bodyLine
                        ? dedent(
                                moved,
                                (body.get(0).span().start() - bodyLine)
                                        - (op.span().start() - opLine))
                        : moved;
                out.add(new Rewrite(
                        "hoist " + op.name() + ", its block arguments as arguments",
                        List.of(new Splice(opStart, op.span().end(), inner), rewired.get(rewired.size() - 1))));
                continue;
            }
            out.add(Rewrite.of(
                    "hoist " + op.name(), new Splice(opStart, op.span().end(), inner)));
        }
        return out;
    }

    /** Removes up to {@code n} leading spaces from every line. */
    private static String dedent(String block, int n) {
        if (n <= 0) return block;
        List<String> out = new ArrayList<>();
        for (String line : block.split("\n", -1)) {
            int k = 0;
            while (k < n && k < line.length() && line.charAt(k) == ' ') k++;
            out.add(line.substring(k));
        }
        return String.join("\n", out);
    }

    /** The op's text before its region, trimmed: {@code module} for a plain {@code module {}. */
    private static String moduleHeader(String text, Operation op) {
        if (op.regions().isEmpty() || !op.regions().get(0).span().isKnown()) return "";
        return text.substring(op.span().start(), op.regions().get(0).span().start())
                .strip();
    }

    /**
     * Fills {@code splices} with a renaming of every use of {@code b}'s arguments in {@code body} to a new argument of
     * the enclosing function, then that function's signature insertion (last); false when that cannot be done.
     */
    private static boolean asArguments(String text, Block b, List<Operation> body, List<Splice> splices) {
        FreshArguments fresh = new FreshArguments(text, new FreshNames(text));
        for (Operation o : opsOf(body)) {
            for (Operand use : o.operands()) {
                Value v = use.value();
                if (v == null) return false;
                if (!v.isBlockArgument() || v.owningBlock() != b) continue;
                if (!use.span().isKnown() || inMain(text, o)) return false;
                String name = fresh.argumentFor(o, v);
                if (name == null) return false;
                splices.add(new Splice(use.span().start(), use.span().end(), name));
            }
        }
        List<Splice> signature = fresh.signatureSplices();
        if (signature.size() != 1) return false;
        splices.add(signature.get(0));
        return true;
    }

    private static boolean inMain(String text, Operation op) {
        Operation f = op.parentOp();
        while (f != null && !OpTree.isIsolatedFromAbove(f)) f = f.parentOp();
        return f != null
                && FunctionSignature.of(text, f)
                        .map(sig -> sig.symbol().equals("@main"))
                        .orElse(false);
    }

    private static boolean usesArguments(Block b, List<Operation> body) {
        if (b.arguments().isEmpty()) return false;
        for (Operation o : opsOf(body)) {
            for (Operand use : o.operands()) {
                Value v = use.value();
                if (v == null) return true;
                if (v.isBlockArgument() && v.owningBlock() == b) return true;
            }
        }
        return false;
    }

    /** The ops of {@code body} and every op nested in them. */
    private static List<Operation> opsOf(List<Operation> body) {
        List<Operation> all = new ArrayList<>();
        for (Operation top : body) {
            all.add(top);
            all.addAll(top.descendants());
        }
        return all;
    }
}
