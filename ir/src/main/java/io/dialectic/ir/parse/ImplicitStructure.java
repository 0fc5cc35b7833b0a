package io.dialectic.ir.parse;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.SourceSpan;
import io.dialectic.ir.model.Value;
import io.dialectic.ir.ods.OpDefinition;
import java.util.List;

/**
 * What the custom form leaves out but the op's definition puts in the model,
 * as MLIR's parser does. An op with {@code SingleBlockImplicitTerminator<T>}
 * gets {@code T} (no operands) at the end of each region when the text left
 * it out ({@code scf.for} without {@code scf.yield}, an {@code affine.for}
 * body, {@code memref.alloca_scope}); an empty region gets its one block
 * (MLIR's {@code ensureTerminator}); under {@code vector.mask} the elided
 * {@code vector.yield} yields the masked op's results. The added op is marked
 * {@link Operation#isImplicit()} and has a zero-length span where it would
 * stand (before the region's closing brace), so span-based editing (the
 * reducer) never cuts text for it.
 */
final class ImplicitStructure {
    private ImplicitStructure() {}

    /** The zero-length span at a character offset (where an implicit op would stand). */
    interface PointSpans {
        SourceSpan at(int offset);
    }

    static void addElidedTerminators(Operation op, OpDefinition def, PointSpans spans) {
        String term = def.implicitTerminator();
        if (term == null) return;
        for (Region r : op.regions()) {
            List<Block> blocks = r.blocks();
            Block last = blocks.isEmpty() ? r.addBlock(null) : blocks.get(blocks.size() - 1);
            List<Operation> ops = last.operations();
            if (!ops.isEmpty() && ops.get(ops.size() - 1).name().equals(term)) continue;
            Operation t = new Operation(term, Operation.Form.CUSTOM, last);
            t.setImplicit(true);
            // a zero-length span just before the region's '}': splicing it changes nothing
            if (r.span().isKnown()) t.setSpan(spans.at(r.span().end() - 1));
            if (op.name().equals("vector.mask") && !ops.isEmpty()) {
                // vector.mask's printer elides the yield of exactly the masked op's results, and
                // prints the masked op without result names: its results are the mask's
                Operation masked = ops.get(ops.size() - 1);
                if (masked.results().isEmpty()) {
                    for (Value mr : op.results()) masked.addResult(mr.name() + ".masked", mr.type());
                }
                for (Value v : masked.results())
                    t.addOperand(v.name(), SourceSpan.NONE).resolve(v);
            }
            last.addOperation(t);
        }
    }
}
