package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Replaces an op that has one single-block region by that block's ops
 * (without the terminator), when nothing is lost: the op has no results, the
 * body does not use the block's arguments (an induction variable, say), the
 * terminator passes no values, and the op is not isolated from above (a
 * function body cannot stand at module level).
 *
 * <pre>
 * before: scf.if %cond {
 *           %x = arith.addi %a, %a : i32
 *           "test.use"(%x) : (i32) -&gt; ()
 *         }
 * after:  %x = arith.addi %a, %a : i32
 *         "test.use"(%x) : (i32) -&gt; ()
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
            if (usesArguments(b, body)) continue;
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

    private static boolean usesArguments(Block b, List<Operation> body) {
        if (b.arguments().isEmpty()) return false;
        for (Operation top : body) {
            List<Operation> all = new ArrayList<>();
            all.add(top);
            all.addAll(top.descendants());
            for (Operation o : all) {
                for (Operand use : o.operands()) {
                    Value v = use.value();
                    if (v == null) return true;
                    if (v.isBlockArgument() && v.owningBlock() == b) return true;
                }
            }
        }
        return false;
    }
}
