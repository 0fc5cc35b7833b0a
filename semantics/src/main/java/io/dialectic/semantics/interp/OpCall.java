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
