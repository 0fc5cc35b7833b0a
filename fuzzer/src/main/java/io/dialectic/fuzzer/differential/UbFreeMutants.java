package io.dialectic.fuzzer.differential;

import io.dialectic.fuzzer.mutate.Mutator;
import io.dialectic.fuzzer.tree.GenericPrinter;
import io.dialectic.fuzzer.tree.TreeImport;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * MLIRod's R1-R4 applied to a generated UB-free program, kept only when the reference interpreter says the
 * mutant is still UB-free: it completes, reaches no immediate UB, and no printed value
 * depends on poison. The rules edit the program's function (its {@code @main} and constant arguments stay the
 * parent's), so a mutant goes into the same batches as generated programs; its expected output is what the
 * interpreter prints for it. A mutant must still be one function at the top level (R4 may not hoist an op
 * out of it) and print something.
 */
public final class UbFreeMutants {
    /** A kept mutant and the rule that made it. */
    public record Mutant(GeneratedProgram program, String rule) {}

    private final Mutator mutator;
    private final Interpreter interpreter;

    public UbFreeMutants(Mutator mutator, Interpreter interpreter) {
        this.mutator = mutator;
        this.interpreter = interpreter;
    }

    /** A UB-free mutant of {@code parent} ({@code donor} feeds R1), or empty when the rule did nothing or the interpreter refused it. */
    public Optional<Mutant> mutate(GeneratedProgram parent, GeneratedProgram donor, SplittableRandom rng) {
        TreeProgram target = tree(parent);
        TreeProgram donorTree = tree(donor);
        if (target == null || donorTree == null) return Optional.empty();
        Optional<String> rule;
        try {
            rule = mutator.mutate(target, donorTree, rng);
        } catch (RuntimeException e) {
            return Optional
                    .empty(); // a rule tripping on a program: drop the half-edited tree (deterministic for the input)
        }
        if (rule.isEmpty()) return Optional.empty();
        List<TreeOp> tops = target.top().ops();
        if (tops.size() != 1 || !tops.get(0).name().equals("func.func")) return Optional.empty();
        String function = GenericPrinter.print(target);
        if (function.equals(parent.functionTemplate())) return Optional.empty();
        GeneratedProgram candidate = new GeneratedProgram(function, parent.argumentConstants(), parent.call(), "");
        Execution e;
        try {
            e = interpreter.run(candidate.text(), "main");
        } catch (RuntimeException ex) {
            return Optional.empty();
        }
        if (e.status() != Execution.Status.COMPLETED
                || !e.isWellDefined()
                || e.lines().isEmpty()) return Optional.empty();
        return Optional.of(new Mutant(
                new GeneratedProgram(function, parent.argumentConstants(), parent.call(), e.stdout()), rule.get()));
    }

    private static TreeProgram tree(GeneratedProgram p) {
        try {
            return TreeImport.of(MlirReader.read(p.functionTemplate()));
        } catch (TreeImport.ImportException | RuntimeException e) {
            return null;
        }
    }
}
