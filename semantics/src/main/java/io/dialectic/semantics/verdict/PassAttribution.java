package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.PrintedLine;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.OptTool;
import io.dialectic.semantics.run.PassDumps;
import io.dialectic.semantics.run.PatternSteps;
import io.dialectic.toolchain.PassPipeline;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Which pass of a miscompiling cell's pipeline changes the program's
 * meaning. The passes are applied one at a time with the cell's mlir-opt, and
 * after each the intermediate program is run by the reference interpreter:
 * the first pass after which it prints something else on a defined line (or
 * becomes undefined, or makes a defined line poison) is the suspect, in the
 * {@code optimization} stage when it stands before the lowering, else in the
 * {@code lowering}. The suspect is then narrowed down to the one pattern
 * application that changes the meaning ({@link PatternSteps}) and run once
 * more with mlir-opt printing the module before and after every pass it runs
 * ({@link PassDumps}): when the first changed state follows a pass the suspect
 * nests, that pass is named ({@code --inline (its canonicalize)}). The IR
 * without and with that application (or the states on both sides of the
 * change) give the {@link Rewrite}. Once the intermediate form leaves what the interpreter
 * models (cf, llvm), optimization passes not yet judged are judged by JIT
 * runs of their prefix plus the lowering (the rewrite is then the prefix
 * without and with the pass); a fault found nowhere is put in
 * the lowering with no pass named.
 */
public final class PassAttribution {
    /** The suspect pass (null when not found), the stage, how it was found, and what it did (null when unknown). */
    public record Attribution(String pass, String stage, String method, Rewrite rewrite) {}

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final Interpreter interpreter;
    private final JitExecutor executor;

    public PassAttribution(Interpreter interpreter, JitExecutor executor) {
        this.interpreter = interpreter;
        this.executor = executor;
    }

    /** The attribution of the cell's difference, first seen on output line {@code line} (0-based). */
    public Attribution attribute(String program, Cell cell, Execution reference, String entry, int line) {
        List<String> items = cell.pipeline().items();
        // each item as the one argument that runs it alone: the suspect pass is named by it (--canonicalize)
        List<String> flags = items.stream().map(PassPipeline::flag).toList();
        int optCount = JitPipelines.optimizationPrefix(cell.pipeline()).size();
        String ir = program;
        int k = 0;
        for (; k < flags.size(); k++) {
            String next = OptTool.apply(cell.tool(), List.of(flags.get(k)), ir, TIMEOUT);
            if (next == null)
                return new Attribution(null, stage(k, optCount), "pass " + flags.get(k) + " failed alone", null);
            Execution e = interpreter.run(next, entry);
            if (e.status() == Execution.Status.UNSUPPORTED || e.status() == Execution.Status.STEP_LIMIT) break;
            if (changesMeaning(reference, e))
                return within(cell, items.get(k), stage(k, optCount), ir, next, reference, entry, line);
            ir = next;
        }
        for (int j = k; j < optCount; j++) {
            List<String> prefix = new ArrayList<>(flags.subList(0, j + 1));
            Cell probe =
                    new Cell(cell.tool(), JitPipelines.optimizedBy("prefix", items.subList(0, j + 1)), cell.jitLevel());
            CellResult r = executor.run(program, probe, entry);
            CellComparison c = DifferentialOracle.compare(reference, r);
            if (r.status() == CellStatus.OK && c.differs() && c.differenceDefined()) {
                String before = j == 0 ? program : OptTool.apply(cell.tool(), prefix.subList(0, j), program, TIMEOUT);
                String after = OptTool.apply(cell.tool(), prefix, program, TIMEOUT);
                return new Attribution(
                        flags.get(j),
                        "optimization",
                        "JIT run of each prefix",
                        rewrite(before, after, reference, entry, line));
            }
        }
        return new Attribution(null, "lowering", "no single pass changes the interpreted meaning", null);
    }

    /**
     * The suspect {@code item} (run as its one flag) narrowed down. First to one pattern application ({@link PatternSteps}): the fewest
     * applications after which the interpreter finds the meaning changed (a binary search; 0 when the pass's folds
     * alone change it); the rewrite is then the output with one application fewer to the output with it. Then, with
     * that many allowed, mlir-opt prints the module before and after every pass the flag runs ({@link PassDumps}): the
     * first state whose meaning changed names the pass that made it, a nested one included, whose rewrite is then the
     * state before it to that state. With no single application to blame (a fold, a conversion, a pass with no
     * patterns), the ops of the rewrite are tried one kind at a time ({@link OpIsolation}).
     */
    private Attribution within(
            Cell cell,
            String item,
            String stage,
            String before,
            String after,
            Execution reference,
            String entry,
            int line) {
        String flag = PassPipeline.flag(item);
        String outer = PassPipeline.passName(item); // as the dumps name it: without its options
        int steps = firstChangingStep(cell, flag, before, reference, entry);
        Rewrite one = steps <= 0
                ? null
                : rewrite(
                        PatternSteps.apply(cell.tool(), flag, steps - 1, before, TIMEOUT),
                        PatternSteps.apply(cell.tool(), flag, steps, before, TIMEOUT),
                        reference,
                        entry,
                        line);
        List<String> flags = steps < 0 ? List.of(flag) : List.of(flag, PatternSteps.limit(steps));
        String pass = flag;
        String method = "interpreter after each pass";
        Rewrite rewrite = null;
        String previous = before;
        for (PassDumps.Dump d : PassDumps.of(cell.tool(), flags, before, TIMEOUT)) {
            if (d.ir().equals(previous)) continue;
            Execution e = interpreter.run(d.ir(), entry);
            if (e.status() == Execution.Status.UNSUPPORTED || e.status() == Execution.Status.STEP_LIMIT) continue;
            if (changesMeaning(reference, e)) {
                if (d.after() && !d.pass().equals(outer)) {
                    // a nested pass's states: the outputs of the whole flag would carry its effect into what the flag
                    // does after it (the inliner inlines the rewritten callee), away from where it was made
                    pass = flag + " (its " + d.pass() + ")";
                    method = "interpreter after each pass it nests";
                    one = null;
                }
                rewrite = rewrite(previous, d.ir(), reference, entry, line);
                break;
            }
            previous = d.ir();
        }
        if (one != null) return new Attribution(pass, stage, method + ", one pattern application", one);
        if (rewrite == null) rewrite = rewrite(before, after, reference, entry, line);
        if (rewrite != null && pass.equals(flag)) {
            // no single application to blame (a fold, or a conversion, which fails when stopped early): one kind of op
            // at a time
            rewrite = rewrite.withBlamed(new OpIsolation(interpreter, cell.tool(), flag, TIMEOUT)
                    .blame(before, rewrite.removed(), entry, e -> changesMeaning(reference, e)));
        }
        return new Attribution(pass, stage, method, rewrite);
    }

    /**
     * The fewest pattern applications of {@code flag} on {@code before} after which the meaning has changed; -1 when
     * the pass tries none or the count cannot be had (then the whole pass is the step).
     */
    private int firstChangingStep(Cell cell, String flag, String before, Execution reference, String entry) {
        int total = PatternSteps.count(cell.tool(), flag, before, TIMEOUT);
        if (total <= 0) return -1;
        int lo = 0, hi = total;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            String out = PatternSteps.apply(cell.tool(), flag, mid, before, TIMEOUT);
            Execution e = out == null ? null : interpreter.run(out, entry);
            boolean changed = e != null
                    && e.status() != Execution.Status.UNSUPPORTED
                    && e.status() != Execution.Status.STEP_LIMIT
                    && changesMeaning(reference, e);
            if (changed) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    /** The print of output line {@code line} in {@code before} and in {@code after}; null when it is not found before. */
    private Rewrite rewrite(String before, String after, Execution reference, String entry, int line) {
        if (before == null || after == null || line >= reference.lines().size()) return null;
        Operation printedBefore = printOf(before, entry, line, reference);
        if (printedBefore == null) return null;
        return new Rewrite(printedBefore, printOf(after, entry, line, reference));
    }

    /**
     * The op that printed output line {@code line} when the interpreter runs {@code ir}; when it cannot tell (the IR
     * is outside what it models, or ends before that line), the print op at the place among the module's prints that
     * the reference's one holds in its program, if the counts agree; else null.
     */
    private Operation printOf(String ir, String entry, int line, Execution reference) {
        Execution e = interpreter.run(ir, entry);
        if (e.lines().size() > line && !e.lines().get(line).printedBy().isEmpty())
            return e.lines().get(line).printedBy().get(0);
        List<Operation> want = reference.lines().get(line).printedBy();
        if (want.isEmpty()) return null;
        List<Operation> referencePrints = prints(ValueSlice.module(want.get(0)));
        int at = referencePrints.indexOf(want.get(0));
        Program p = MlirReader.read(ir);
        List<Operation> prints = prints(p.allOperations());
        return at >= 0 && prints.size() == referencePrints.size() ? prints.get(at) : null;
    }

    private static List<Operation> prints(List<Operation> ops) {
        return ops.stream().filter(op -> op.name().equals("vector.print")).toList();
    }

    private static String stage(int index, int optCount) {
        return index < optCount ? "optimization" : "lowering";
    }

    /** True when {@code after} no longer refines {@code reference}: undefined, or a defined line changed or became poison. */
    static boolean changesMeaning(Execution reference, Execution after) {
        if (after.status() == Execution.Status.UNDEFINED) return true;
        List<PrintedLine> want = reference.lines();
        List<PrintedLine> got = after.lines();
        if (got.size() != want.size()) return true;
        for (int i = 0; i < want.size(); i++) {
            if (!want.get(i).isDefined()) continue;
            if (!got.get(i).isDefined()) return true;
            if (!OutputNormalizer.line(want.get(i).text())
                    .equals(OutputNormalizer.line(got.get(i).text()))) return true;
        }
        return false;
    }
}
