package io.dialectic.semantics.verdict;

import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.PrintedLine;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.OptTool;
import io.dialectic.semantics.run.Pipeline;
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
 * {@code lowering}. Once the intermediate form leaves what the interpreter
 * models (cf, llvm), optimization passes not yet judged are judged by JIT
 * runs of their prefix plus the lowering; a fault found nowhere is put in
 * the lowering with no pass named.
 */
public final class PassAttribution {
    /** The suspect pass (null when not found), the stage, and how it was found. */
    public record Attribution(String pass, String stage, String method) {}

    private final Interpreter interpreter;
    private final JitExecutor executor;

    public PassAttribution(Interpreter interpreter, JitExecutor executor) {
        this.interpreter = interpreter;
        this.executor = executor;
    }

    public Attribution attribute(String program, Cell cell, Execution reference, String entry) {
        List<String> flags = cell.pipeline().flags();
        int optCount = cell.pipeline().optimizationPrefix().size();
        String ir = program;
        int k = 0;
        for (; k < flags.size(); k++) {
            String next = OptTool.apply(cell.tool(), List.of(flags.get(k)), ir, Duration.ofSeconds(30));
            if (next == null) return new Attribution(null, stage(k, optCount), "pass " + flags.get(k) + " failed alone");
            Execution e = interpreter.run(next, entry);
            if (e.status() == Execution.Status.UNSUPPORTED || e.status() == Execution.Status.STEP_LIMIT) break;
            if (changesMeaning(reference, e)) return new Attribution(flags.get(k), stage(k, optCount), "interpreter after each pass");
            ir = next;
        }
        for (int j = k; j < optCount; j++) {
            List<String> prefix = new ArrayList<>(flags.subList(0, j + 1));
            Cell probe = new Cell(cell.tool(), Pipeline.optimizedBy("prefix", prefix), cell.jitLevel());
            CellResult r = executor.run(program, probe, entry);
            CellComparison c = DifferentialOracle.compare(reference, r);
            if (r.status() == CellStatus.OK && c.differs() && c.differenceDefined()) {
                return new Attribution(flags.get(j), "optimization", "JIT run of each prefix");
            }
        }
        return new Attribution(null, "lowering", "no single pass changes the interpreted meaning");
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
            if (!OutputNormalizer.line(want.get(i).text()).equals(OutputNormalizer.line(got.get(i).text()))) return true;
        }
        return false;
    }
}
