package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.OpTable;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.OptTool;
import io.dialectic.semantics.run.ToolVersion;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The library call behind {@code dialectic exec}: interpret the program
 * (the expected output, Ratte's DT-R), compile and run it in every cell of
 * the matrix, judge (also DT-O: cells against each other), and attribute a
 * miscompile to a pass. The entry is {@code @main}, else the wrapper of
 * {@link EntryPoint}. A custom-form program is first printed in generic
 * form by the cells' own mlir-opt so the interpreter sees every type.
 */
public final class DifferentialExecution {
    private final ExecOptions options;
    private final Interpreter interpreter;
    private final JitExecutor executor;

    public DifferentialExecution(ExecOptions options) {
        this.options = options;
        this.interpreter = new Interpreter(OpTable.standard(), options.limits());
        this.executor = new JitExecutor(options.timeouts());
    }

    public Judgement run(String original) {
        // Entry: @main, else a wrapper calling the argument-free functions (spliced into the generic form).
        String generic = referenceForm(original);
        EntryPoint entry = EntryPoint.of(generic);
        String program = entry.entry().equals("main") ? original : entry.program();
        Execution reference = interpreter.run(entry.program(), entry.entry());
        // a reference out of steps leaves nothing to compare (non-terminating): compile each cell, run none (each run
        // would only wait for its timeout)
        boolean endless = reference.status() == Execution.Status.STEP_LIMIT;
        List<CellResult> results = new ArrayList<>();
        for (Cell c : options.cells())
            results.add(endless ? executor.compile(program, c) : executor.run(program, c, entry.entry()));
        Judgement j = DifferentialOracle.judge(reference, results);
        if (j.verdict() == DifferentialVerdict.MISCOMPILE && options.attribute()) {
            PassAttribution attribution = new PassAttribution(interpreter, executor);
            List<CellComparison> cells = new ArrayList<>();
            for (CellComparison c : j.cells()) {
                if (!c.miscompiles()) {
                    cells.add(c);
                    continue;
                }
                PassAttribution.Attribution a = attribution.attribute(
                        program, c.result().cell(), reference, entry.entry(), c.firstDifference());
                cells.add(c.withAttribution(a.pass(), a.stage(), a.rewrite()));
            }
            j = j.withCells(cells);
        }
        return j;
    }

    /** The program as the interpreter reads it: as given when generic, else as the cells' mlir-opt prints it generically. */
    private String referenceForm(String program) {
        Program p = MlirReader.read(program);
        // an alias (#map = affine_map<...>) is printed inline by the tool, so the interpreter sees every map itself
        boolean generic = p.isClean()
                && p.allOperations().stream().allMatch(op -> op.form() == Operation.Form.GENERIC)
                && !program.startsWith("#")
                && !program.contains("\n#");
        if (generic) return program;
        LinkedHashSet<ToolVersion> versions = new LinkedHashSet<>();
        for (Cell c : options.cells()) versions.add(c.tool());
        String g = OptTool.genericForm(program, new ArrayList<>(versions));
        return g != null ? g : program;
    }
}
