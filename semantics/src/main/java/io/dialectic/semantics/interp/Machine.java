package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import io.dialectic.semantics.value.Buffer;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Unsupported;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Runs ops in order: one value environment per function call, regions run by
 * the ops that own them (scf.for, scf.if, ...) through {@link #runRegion}.
 * Blocks of a region are linked by cf branches ({@link ControlFlow}).
 */
public final class Machine {
    /** Ops that end a block and hand their operands to the op owning the region. */
    private static final Set<String> TERMINATORS = Set.of(
            "scf.yield",
            "scf.condition",
            "scf.reduce",
            "scf.reduce.return",
            "scf.forall.in_parallel",
            "func.return",
            "cf.br",
            "cf.cond_br",
            "cf.switch",
            "affine.yield",
            "linalg.yield",
            "tensor.yield",
            "memref.alloca_scope.return");

    private final Map<String, Operation> functions;
    private final OpTable table;
    private final Limits limits;
    private final Output output = new Output();
    private final Deque<Map<Value, RtValue>> frames = new ArrayDeque<>();
    private final Map<String, Operation> globalOps;
    private final Map<String, Buffer> globals = new HashMap<>();
    private final Deque<List<Buffer>> allocaScopes = new ArrayDeque<>();
    private final Deque<ParallelIterations> parallel = new ArrayDeque<>();
    private final Deque<long[]> linalgIndices = new ArrayDeque<>();
    private final Deque<ForallOutputs> forallOutputs = new ArrayDeque<>();
    private long steps;

    Machine(Map<String, Operation> functions, OpTable table, Limits limits) {
        this(functions, Map.of(), table, limits);
    }

    Machine(Map<String, Operation> functions, Map<String, Operation> globalOps, OpTable table, Limits limits) {
        this.functions = functions;
        this.globalOps = globalOps;
        this.table = table;
        this.limits = limits;
    }

    /** How a block ended: its terminator (null when it has none) and the terminator's operand values. */
    public record BlockExit(Operation terminator, List<RtValue> values) {}

    Output output() {
        return output;
    }

    long steps() {
        return steps;
    }

    /** Calls {@code func.func @name} with {@code args}; its {@code func.return} values. */
    public List<RtValue> call(String name, List<RtValue> args) {
        Operation f = functions.get(name);
        if (f == null) throw new Unsupported("call of unknown function @" + name);
        if (f.regions().isEmpty() || f.regions().get(0).blocks().isEmpty())
            throw new Unsupported("call of external function @" + name);
        if (frames.size() >= limits.maxCallDepth())
            throw new StepLimitExceeded("call depth over " + limits.maxCallDepth());
        frames.push(new IdentityHashMap<>());
        try {
            return inAllocaScope(() -> runRegion(f.regions().get(0), args).values(), "func.return of @" + name);
        } finally {
            frames.pop();
        }
    }

    /**
     * Runs {@code body} as an allocation scope (a function, a {@code memref.alloca_scope}): the buffers
     * {@code memref.alloca} makes in it are freed when it ends, so a view of one that escapes is used after free.
     */
    public <T> T inAllocaScope(Supplier<T> body, String end) {
        allocaScopes.push(new ArrayList<>());
        try {
            return body.get();
        } finally {
            Cause freed = new Cause(end, 0, "stack allocation scope ended");
            for (Buffer b : allocaScopes.pop()) b.free(freed);
        }
    }

    /** Records a buffer of {@code memref.alloca}, freed when the innermost allocation scope ends. */
    public void stackAllocated(Buffer b) {
        if (!allocaScopes.isEmpty()) allocaScopes.peek().add(b);
    }

    /** The buffer of {@code memref.global @name}, made (and initialized) at its first use, or null when none. */
    public Buffer global(String name, OpCall use) {
        Buffer b = globals.get(name);
        if (b == null) {
            Operation g = globalOps.get(name);
            if (g == null) return null;
            b = MemRefSemantics.globalBuffer(g);
            globals.put(name, b);
        }
        return b;
    }

    /** The parallel loops running now, innermost first: memory accesses are checked against their iterations. */
    public Deque<ParallelIterations> parallelLoops() {
        return parallel;
    }

    /** The shared outputs of the scf.forall ops running now, innermost first. */
    public Deque<ForallOutputs> forallOutputs() {
        return forallOutputs;
    }

    /** The iteration indices of the linalg ops running now (innermost first), what {@code linalg.index} reads. */
    public Deque<long[]> linalgIndices() {
        return linalgIndices;
    }

    /**
     * Runs {@code region} from its entry block with {@code args} bound to its
     * arguments, following cf branches between its blocks, until a block ends
     * in another terminator (or none).
     */
    public BlockExit runRegion(Region region, List<RtValue> args) {
        if (region.blocks().isEmpty()) throw new Unsupported("running an empty region");
        Block block = region.blocks().get(0);
        List<RtValue> blockArgs = args;
        while (true) {
            BlockExit exit = runBlock(block, blockArgs);
            if (exit.terminator() == null
                    || !ControlFlow.isBranch(exit.terminator().name())) return exit;
            ControlFlow.Jump jump = ControlFlow.next(region, exit.terminator(), exit.values());
            block = jump.target();
            blockArgs = jump.args();
        }
    }

    private BlockExit runBlock(Block block, List<RtValue> args) {
        step(); // a block that only yields still costs a step: an empty endless loop must end at the limit
        Map<Value, RtValue> env = frames.peek();
        List<Value> params = block.arguments();
        if (params.size() != args.size())
            throw new Unsupported("block with " + params.size() + " arguments given " + args.size() + " values");
        for (int i = 0; i < params.size(); i++) env.put(params.get(i), args.get(i));
        for (Operation op : block.operations()) {
            if (TERMINATORS.contains(op.name())) return new BlockExit(op, operandValues(op, env));
            execute(op, env);
        }
        return new BlockExit(null, List.of());
    }

    private void execute(Operation op, Map<Value, RtValue> env) {
        step();
        OpSemantics s = table.get(op.name());
        if (s == null) throw new Unsupported("op " + op.name());
        List<RtValue> results = s.evaluate(new OpCall(op, operandValues(op, env), this));
        List<Value> names = op.results();
        if (results.size() != names.size())
            throw new Unsupported(op.name() + " gave " + results.size() + " results for " + names.size());
        for (int i = 0; i < names.size(); i++) env.put(names.get(i), results.get(i));
    }

    private void step() {
        if (++steps > limits.maxSteps())
            throw new StepLimitExceeded("more than " + limits.maxSteps() + " steps (ops and blocks executed)");
    }

    private static List<RtValue> operandValues(Operation op, Map<Value, RtValue> env) {
        List<RtValue> vals = new ArrayList<>(op.operands().size());
        for (Operand o : op.operands()) {
            RtValue v = o.value() == null ? null : env.get(o.value());
            if (v == null)
                throw new Unsupported("operand " + o.reference() + " of " + op.name() + " has no value here");
            vals.add(v);
        }
        return vals;
    }

    /** Appends to the program's output (vector.print). */
    public void print(RtValue v, Operation printer) {
        output.value(v, printer);
    }

    public void printText(String s) {
        output.text(s);
    }
}
