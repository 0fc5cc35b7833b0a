package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Operation;
import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.Types;
import io.dialectic.semantics.value.Unsupported;
import java.util.List;

/** One execution of an op: the op, its operand values and attributes, and the machine running it. */
public final class OpCall {
    private final Operation op;
    private final List<RtValue> operands;
    private final Attributes attributes;
    private final Machine machine;

    OpCall(Operation op, List<RtValue> operands, Machine machine) {
        this.op = op;
        this.operands = operands;
        this.attributes = Attributes.of(op.properties(), op.attributes());
        this.machine = machine;
    }

    public Operation op() {
        return op;
    }

    public List<RtValue> operands() {
        return operands;
    }

    public RtValue operand(int i) {
        if (i >= operands.size()) throw new Unsupported(op.name() + " with " + operands.size() + " operands");
        return operands.get(i);
    }

    public Scalar scalarOperand(int i) {
        if (!(operand(i) instanceof Scalar s)) throw new Unsupported(op.name() + " with a vector operand " + i);
        return s;
    }

    /** The operands of segment {@code i} of {@code operandSegmentSizes} (all operands when the op has none). */
    public List<RtValue> segment(int i) {
        long[] seg = attributes.i64Array("operandSegmentSizes");
        if (seg == null) seg = attributes.i64Array("operand_segment_sizes");
        if (seg == null) {
            if (i == 0) return operands;
            throw unsupported("no operandSegmentSizes");
        }
        int from = 0;
        for (int k = 0; k < i; k++) from += (int) seg[k];
        return operands.subList(from, from + (int) seg[i]);
    }

    /**
     * A mixed static/dynamic list ({@code static_sizes = array<i64: 2, -9223372036854775808>} with one dynamic
     * operand): each {@link Type#DYNAMIC} entry takes the next of {@code dynamic}, a poison one is immediate UB.
     */
    public long[] mixed(String attr, List<RtValue> dynamic) {
        long[] st = attributes.i64Array(attr);
        if (st == null) throw unsupported("without " + attr);
        long[] out = st.clone();
        int next = 0;
        for (int i = 0; i < out.length; i++)
            if (out[i] == Type.DYNAMIC) out[i] = MemoryAccess.index(this, dynamic.get(next++), attr);
        return out;
    }

    public Attributes attributes() {
        return attributes;
    }

    public Machine machine() {
        return machine;
    }

    public int resultCount() {
        return op.results().size();
    }

    public Type resultType(int i) {
        if (i >= op.results().size()) throw new Unsupported(op.name() + " without result " + i);
        return Types.parse(op.results().get(i).type());
    }

    public Cause cause(String reason) {
        return new Cause(op.name(), op.span().line(), reason);
    }

    public UndefinedBehavior ub(String reason) {
        return new UndefinedBehavior(cause(reason));
    }

    public Unsupported unsupported(String what) {
        return new Unsupported(op.name() + ": " + what);
    }
}
