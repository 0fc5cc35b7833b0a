package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.PrintedLine;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces a buffer of {@code @main} filled by loops or stores with a {@code memref.global} holding what the reference
 * interpreter says the buffer holds where it is first read ({@link Values#INTERPRETED}), or, where those values repeat,
 * the values 1, 2, 3, ... in row-major order ({@link Values#DISTINCT}): the loops that wrote it and its {@code dealloc}
 * go, the allocation becomes a {@code get_global}. Distinct values let a wrong element show: a read of {@code [1][0]}
 * for {@code [0][1]} prints the right value from a buffer of {@code i + j}, or of one value, and none of the values is 0,
 * what the memory past a buffer or a transfer's padding often holds. A person's reproducer has them too. The values come from a probe, the program with one read and print of the
 * whole buffer put before that first read; a buffer the probe cannot read defined (an element never written) is not
 * offered (the probe runs as the reduction's tool prints it generically). The global is not constant, so a store after the first read still works; the oracle decides as always.
 *
 * <pre>
 * before: %alloc = memref.alloc() : memref&lt;2x2xi32&gt;
 *         scf.for %i = %c0 to %c2 step %c1 {
 *           scf.for %j = %c0 to %c2 step %c1 { ... memref.store %v, %alloc[%i, %j] : memref&lt;2x2xi32&gt; }
 *         }
 *         %e = memref.expand_shape %alloc ...
 * after:  memref.global "private" @g0 : memref&lt;2x2xi32&gt; = dense&lt;[[4, 5], [5, 6]]&gt;
 *         ...
 *         %alloc = memref.get_global @g0 : memref&lt;2x2xi32&gt;
 *         %e = memref.expand_shape %alloc ...
 * </pre>
 */
public final class FilledBufferAsGlobal implements Transformation {
    private static final Pattern STATIC_INT_MEMREF = Pattern.compile(":\\s*(memref<((?:\\d+x)+)(i\\d+|index)>)\\s*$");
    private static final Pattern MAIN = Pattern.compile("func\\.func\\s+(?:public\\s+)?@main\\s*\\(");
    private static final int MAX_ELEMENTS = 256;

    /** Which values the global holds. */
    public enum Values {
        /** The reference interpreter's values where the buffer is first read. */
        INTERPRETED,
        /** 1, 2, 3, ... in row-major order; offered only where the interpreter's values repeat. */
        DISTINCT
    }

    private final Interpreter interpreter = new Interpreter();
    private final ToolRunner runner;
    private final Tool tool;
    private final Values values;

    /** {@code tool} prints the probe in generic form, the form the interpreter reads with every value typed. */
    public FilledBufferAsGlobal(ToolRunner runner, Tool tool, Values values) {
        this.runner = runner;
        this.tool = tool;
        this.values = values;
    }

    /** The interpreter's values ({@link Values#INTERPRETED}). */
    public FilledBufferAsGlobal(ToolRunner runner, Tool tool) {
        this(runner, tool, Values.INTERPRETED);
    }

    /** The interpreter's run of {@code program} as {@code tool} prints it generically; null when the tool refuses it. */
    private Execution interpret(String program) {
        RunResult r = runner.run(new RunRequest(
                tool,
                program,
                List.of(),
                RunLimits.defaults(),
                List.of("--mlir-print-op-generic", "--mlir-print-local-scope")));
        if (!r.started() || !Integer.valueOf(0).equals(r.exitCode()) || r.stdoutTruncated()) return null;
        try {
            return interpreter.run(r.stdout(), "main");
        } catch (RuntimeException e) {
            return null; // what the interpreter cannot read offers nothing
        }
    }

    @Override
    public String name() {
        return values == Values.DISTINCT ? "filled-buffer-as-distinct-global" : "filled-buffer-as-global";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        Operation main = tree.program().allOperations().stream()
                .filter(o -> o.name().equals("func.func") && o.span().isKnown())
                .filter(o -> MAIN.matcher(o.span().of(text)).lookingAt())
                .findFirst()
                .orElse(null);
        if (main == null
                || main.regions().isEmpty()
                || main.regions().get(0).blocks().isEmpty()) return List.of();
        Block body = main.regions().get(0).blocks().get(0);
        Execution original = null;
        List<Rewrite> out = new ArrayList<>();
        int k = 0;
        for (Operation alloc : body.operations()) {
            if (!(alloc.name().equals("memref.alloc") || alloc.name().equals("memref.alloca"))) continue;
            if (!alloc.operands().isEmpty()
                    || alloc.results().size() != 1
                    || !alloc.span().isKnown()) continue;
            Value buffer = alloc.results().get(0);
            if (buffer.name() == null
                    || buffer.name().contains(":")
                    || buffer.name().contains("#")) continue;
            Matcher t = STATIC_INT_MEMREF.matcher(alloc.span().of(text));
            if (!t.find()) continue;
            String type = t.group(1);
            String[] dims = t.group(2).split("x");
            long n = 1;
            for (String d : dims) n *= Long.parseLong(d);
            if (n == 0 || n > MAX_ELEMENTS) continue;
            // the writers: ops after the allocation that touch the buffer, have no results and print nothing; the
            // first op that touches it otherwise is where it is read
            List<Operation> writers = new ArrayList<>();
            Operation firstRead = null;
            List<Operation> ops = body.operations();
            for (int i = ops.indexOf(alloc) + 1; i < ops.size(); i++) {
                Operation o = ops.get(i);
                if (!touches(o, buffer)) continue;
                if (o.results().isEmpty() && !prints(o) && !o.name().equals("memref.dealloc")) writers.add(o);
                else {
                    firstRead = o;
                    break;
                }
            }
            if (writers.isEmpty() || firstRead == null || !firstRead.span().isKnown()) continue;
            if (!writers.stream().allMatch(w -> w.span().isKnown())) continue;
            if (original == null) original = interpret(text);
            if (original == null || original.status() != Execution.Status.COMPLETED) return List.of();
            String dense = probe(text, original, buffer.name(), type, dims, t.group(3), firstRead);
            if (dense == null) continue;
            if (values == Values.DISTINCT) {
                if (allDistinct(dense) || !holds(t.group(3), n)) continue;
                dense = distinct(dims);
            }
            String global = freshGlobal(text, k++);
            List<Splice> splices = new ArrayList<>();
            int funcLine = text.lastIndexOf('\n', main.span().start() - 1) + 1;
            String indent = text.substring(funcLine, main.span().start());
            splices.add(new Splice(
                    main.span().start(),
                    main.span().start(),
                    "memref.global \"private\" " + global + " : " + type + " = dense<" + dense + ">\n" + indent));
            splices.add(new Splice(
                    alloc.span().start(),
                    alloc.span().end(),
                    buffer.name() + " = memref.get_global " + global + " : " + type));
            for (Operation w : writers)
                splices.add(new Splice(w.span().start(), w.span().end(), ""));
            for (Operation o : ops)
                if (o.name().equals("memref.dealloc")
                        && touches(o, buffer)
                        && o.span().isKnown())
                    splices.add(new Splice(o.span().start(), o.span().end(), ""));
            out.add(new Rewrite("buffer " + buffer.name() + " as global " + global, splices));
        }
        return out;
    }

    /**
     * The buffer's values before {@code at} as a dense literal's body ({@code [[4, 5], [5, 6]]}), or null: the
     * interpreter runs the program with a read and print of the whole buffer put there; its one extra line is it.
     */
    private String probe(
            String text, Execution original, String buffer, String type, String[] dims, String elem, Operation at) {
        String vector = "vector<" + String.join("x", dims) + "x" + elem + ">";
        String zeros = String.join(", ", Collections.nCopies(dims.length, "%probe_c0"));
        String padType = elem.equals("index") ? "index" : elem;
        String probe = "%probe_c0 = arith.constant 0 : index\n"
                + "%probe_pad = arith.constant 0 : " + padType + "\n"
                + "%probe_v = vector.transfer_read " + buffer + "[" + zeros + "], %probe_pad : " + type + ", " + vector
                + "\n"
                + "vector.print %probe_v : " + vector + "\n";
        String probed = new SpliceSet()
                .add(new Splice(at.span().start(), at.span().start(), probe))
                .applyTo(text);
        if (probed == null) return null;
        Execution e = interpret(probed);
        if (e == null
                || e.status() != Execution.Status.COMPLETED
                || e.lines().size() != original.lines().size() + 1) return null;
        int i = 0;
        List<PrintedLine> before = original.lines();
        while (i < before.size() && before.get(i).text().equals(e.lines().get(i).text())) i++;
        PrintedLine line = e.lines().get(i);
        if (!line.isDefined()) return null;
        String dense = line.text()
                .strip()
                .replace("( ", "[")
                .replace(" )", "]")
                .replace("(", "[")
                .replace(")", "]");
        return dense.matches("[\\[\\]0-9, -]+") ? dense : null;
    }

    private static final Pattern NUMBER = Pattern.compile("-?\\d+");

    private static boolean allDistinct(String dense) {
        List<String> numbers =
                NUMBER.matcher(dense).results().map(MatchResult::group).toList();
        return new HashSet<>(numbers).size() == numbers.size();
    }

    /** True when an element of type {@code elem} can hold 1..n (an i8 up to 127). */
    private static boolean holds(String elem, long n) {
        if (elem.equals("index")) return true;
        int width = Integer.parseInt(elem.substring(1));
        return width >= 63 || n < (1L << (width - 1));
    }

    /** The literal body of 1, 2, 3, ... in row-major order over {@code dims} ({@code [[1, 2], [3, 4]]}). */
    static String distinct(String[] dims) {
        StringBuilder out = new StringBuilder();
        nest(dims, 0, new long[] {1}, out);
        return out.toString();
    }

    private static void nest(String[] dims, int axis, long[] next, StringBuilder out) {
        int size = Integer.parseInt(dims[axis]);
        out.append('[');
        for (int i = 0; i < size; i++) {
            if (i > 0) out.append(", ");
            if (axis == dims.length - 1) out.append(next[0]++);
            else nest(dims, axis + 1, next, out);
        }
        out.append(']');
    }

    private static String freshGlobal(String text, int from) {
        for (int k = from; ; k++) if (!text.contains("@g" + k)) return "@g" + k;
    }

    /** True when {@code op} or an op inside it uses {@code v}. */
    private static boolean touches(Operation op, Value v) {
        List<Operation> all = new ArrayList<>();
        all.add(op);
        all.addAll(op.descendants());
        for (Operation o : all) for (Operand u : o.operands()) if (u.value() == v) return true;
        return false;
    }

    private static boolean prints(Operation op) {
        if (op.name().endsWith(".print")) return true;
        return op.descendants().stream()
                .anyMatch(o -> o.name().endsWith(".print") || o.name().equals("func.call"));
    }
}
