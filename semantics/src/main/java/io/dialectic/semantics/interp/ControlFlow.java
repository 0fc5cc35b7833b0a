package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.Constants;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Types;
import io.dialectic.semantics.value.Unsupported;
import io.dialectic.semantics.value.VectorValue;
import java.util.List;

/**
 * The cf dialect's branches between the blocks of one region: {@code cf.br},
 * {@code cf.cond_br} and {@code cf.switch}, operands split by their
 * {@code operandSegmentSizes}. Branching on poison is immediate UB.
 */
final class ControlFlow {
    private ControlFlow() {}

    static boolean isBranch(String opName) {
        return opName.equals("cf.br") || opName.equals("cf.cond_br") || opName.equals("cf.switch");
    }

    /** Where a branch goes: the target block and the values of its arguments. */
    record Jump(Block target, List<RtValue> args) {}

    static Jump next(Region region, Operation branch, List<RtValue> values) {
        Attributes attrs = Attributes.of(branch.properties(), branch.attributes());
        List<String> succ = branch.successors();
        switch (branch.name()) {
            case "cf.br":
                return new Jump(block(region, succ.get(0)), values);
            case "cf.cond_br": {
                long[] seg = segments(attrs, values.size(), branch);
                IntValue cond = defined(branch, values.get(0), "branch condition");
                int t = (int) seg[1];
                if (cond.isTrue()) return new Jump(block(region, succ.get(0)), values.subList(1, 1 + t));
                return new Jump(block(region, succ.get(1)), values.subList(1 + t, values.size()));
            }
            default: {
                long[] seg = segments(attrs, values.size(), branch);
                IntValue flag = defined(branch, values.get(0), "switch flag");
                int defaults = (int) seg[1];
                String caseText = attrs.get("case_values");
                if (caseText == null) return new Jump(block(region, succ.get(0)), values.subList(1, 1 + defaults));
                List<String> typed = Attributes.splitTopLevel(caseText, ':');
                VectorValue cases = (VectorValue) Constants.parse(caseText, Types.parse(typed.get(typed.size() - 1)));
                long[] caseSegs = attrs.i64Array("case_operand_segments");
                int offset = 1 + defaults;
                for (int i = 0; i < cases.elements().size(); i++) {
                    int n = caseSegs == null ? 0 : (int) caseSegs[i];
                    if (((IntValue) cases.elements().get(i)).signed().equals(flag.signed())) {
                        return new Jump(block(region, succ.get(i + 1)), values.subList(offset, offset + n));
                    }
                    offset += n;
                }
                return new Jump(block(region, succ.get(0)), values.subList(1, 1 + defaults));
            }
        }
    }

    private static long[] segments(Attributes attrs, int operands, Operation op) {
        long[] seg = attrs.i64Array("operandSegmentSizes");
        if (seg == null) seg = attrs.i64Array("operand_segment_sizes");
        if (seg == null) throw new Unsupported(op.name() + " without operandSegmentSizes");
        return seg;
    }

    private static IntValue defined(Operation op, RtValue v, String role) {
        Scalar s = (Scalar) v;
        if (s.poison() != null) {
            throw new UndefinedBehavior(
                    new Cause(op.name(), op.span().line(), role + " is poison (" + s.poison() + ")"));
        }
        return (IntValue) s;
    }

    private static Block block(Region region, String label) {
        for (Block b : region.blocks()) if (label.equals(b.label())) return b;
        if (label.equals("^bb0") && region.blocks().get(0).label() == null)
            return region.blocks().get(0);
        throw new Unsupported("branch to unknown block " + label);
    }
}
