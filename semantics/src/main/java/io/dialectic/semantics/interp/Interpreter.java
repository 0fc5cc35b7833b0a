package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Unsupported;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference semantics of func/arith/scf/index/vector/math/ub/memref/affine/tensor/linalg/bufferization programs
 * (Ratte's DT-R oracle, extended to any program of these dialects): runs the
 * entry function and records what it prints, which printed values depend on
 * poison, and whether immediate UB was reached. Programs are read from the
 * generic form (fully typed); custom form works where the reader typed every
 * value.
 */
public final class Interpreter {
    private final OpTable table;
    private final Limits limits;

    public Interpreter() {
        this(OpTable.standard(), Limits.DEFAULT);
    }

    public Interpreter(OpTable table, Limits limits) {
        this.table = table;
        this.limits = limits;
    }

    public Execution run(String text, String entry) {
        return run(MlirReader.read(text), entry);
    }

    /** Runs {@code func.func @entry} (no arguments) of {@code program}. */
    public Execution run(Program program, String entry) {
        if (!program.isClean()) {
            return new Execution(
                    Execution.Status.UNSUPPORTED,
                    List.of(),
                    null,
                    "program does not read cleanly: " + program.diagnostics().get(0),
                    0);
        }
        Machine m = null;
        try {
            m = new Machine(functions(program), globals(program), table, limits);
            m.call(entry, List.of());
            return new Execution(Execution.Status.COMPLETED, m.output().finish(), null, null, m.steps());
        } catch (UndefinedBehavior ub) {
            return new Execution(
                    Execution.Status.UNDEFINED, m.output().finish(), ub.ubCause(), ub.getMessage(), m.steps());
        } catch (Unsupported u) {
            return new Execution(
                    Execution.Status.UNSUPPORTED,
                    m == null ? List.of() : m.output().finish(),
                    null,
                    u.getMessage(),
                    m == null ? 0 : m.steps());
        } catch (StepLimitExceeded s) {
            return new Execution(Execution.Status.STEP_LIMIT, m.output().finish(), null, s.getMessage(), m.steps());
        } catch (RuntimeException e) {
            // A malformed attribute or shape the verifier would have rejected: not a program the semantics can judge.
            return new Execution(
                    Execution.Status.UNSUPPORTED,
                    m == null ? List.of() : m.output().finish(),
                    null,
                    "not modelled by the reference semantics: " + e,
                    m == null ? 0 : m.steps());
        }
    }

    /**
     * The results of one op (without regions) on given operand values, as
     * {@link #run} would compute them: a generator uses it to keep what it
     * builds free of UB. Throws {@link UndefinedBehavior} for immediate UB and
     * {@link Unsupported} for what is not modelled.
     */
    public List<RtValue> evaluate(Operation op, List<RtValue> operands) {
        OpSemantics s = table.get(op.name());
        if (s == null) throw new Unsupported("op " + op.name());
        Machine m = new Machine(Map.of(), table, limits);
        return s.evaluate(new OpCall(op, operands, m));
    }

    /** Every {@code memref.global} at top level or in a top-level {@code builtin.module}, by symbol name. */
    static Map<String, Operation> globals(Program program) {
        Map<String, Operation> out = new HashMap<>();
        for (Operation op : program.topLevelOperations()) collectGlobals(op, out);
        return out;
    }

    private static void collectGlobals(Operation op, Map<String, Operation> out) {
        if (op.name().equals("builtin.module")) {
            for (var r : op.regions())
                for (var b : r.blocks()) for (Operation inner : b.operations()) collectGlobals(inner, out);
        } else if (op.name().equals("memref.global")) {
            String sym = Attributes.of(op.properties(), op.attributes()).get("sym_name");
            if (sym != null) out.put(sym.replace("\"", ""), op);
        }
    }

    /** Every {@code func.func} at top level or in a top-level {@code builtin.module}, by symbol name. */
    static Map<String, Operation> functions(Program program) {
        Map<String, Operation> out = new HashMap<>();
        for (Operation op : program.topLevelOperations()) collect(op, out);
        return out;
    }

    private static void collect(Operation op, Map<String, Operation> out) {
        if (op.name().equals("builtin.module")) {
            for (var r : op.regions())
                for (var b : r.blocks()) for (Operation inner : b.operations()) collect(inner, out);
        } else if (op.name().equals("func.func")) {
            String sym = Attributes.of(op.properties(), op.attributes()).get("sym_name");
            if (sym == null) throw new Unsupported("func.func without sym_name (custom form?)");
            out.put(sym.replace("\"", ""), op);
        }
    }
}
