package io.dialectic.semantics.gen;

import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import java.util.Random;

/**
 * Ratte-style UB-free programs over memref, affine, scf.parallel, tensor, linalg and vector transfers: one function
 * of two i32 arguments (constants in {@code @main}) that fills memory or tensors, transforms them and prints what it
 * reads. Every shape follows one of a few templates ({@link MemoryTemplates}, one class each) whose UB rules hold by construction: indices in bounds (affine
 * indices taken {@code mod} the size), every element written before it is read, no aliasing the semantics calls
 * undefined (parallel iterations write distinct elements; linalg outputs are fresh), loops of at most 8 iterations.
 * Each candidate is then run by the reference interpreter and kept only when it completes with every printed line
 * defined; its output is the expected one. Written in generic form, read by mlir-opt 19 and 22.
 */
public final class MemoryProgramGenerator {
    private static final int TRIES = 10;

    private final Random random;
    private final Interpreter interpreter = new Interpreter();

    public MemoryProgramGenerator(long seed) {
        this.random = new Random(seed);
    }

    public GeneratedProgram next() {
        for (int t = 0; t < TRIES; t++) {
            GeneratedProgram p = candidate();
            Execution e = interpreter.run(p.text(), "main");
            if (e.status() == Execution.Status.COMPLETED
                    && e.isWellDefined()
                    && !e.lines().isEmpty())
                return new GeneratedProgram(p.functionTemplate(), p.argumentConstants(), p.call(), e.stdout());
        }
        throw new IllegalStateException("no UB-free memory program in " + TRIES + " tries");
    }

    private GeneratedProgram candidate() {
        FunctionBody f = new FunctionBody();
        MemoryTemplates.DEFAULT
                .get(random.nextInt(MemoryTemplates.DEFAULT.size()))
                .write(f, random);
        long a0 = random.nextInt(41) - 20;
        long a1 = random.nextBoolean() ? random.nextInt(1000) - 500 : random.nextInt();
        String n = GeneratedProgram.NAME;
        String consts = "    %" + n + "_a0 = \"arith.constant\"() <{value = " + a0 + " : i32}> : () -> i32\n" + "    %"
                + n + "_a1 = \"arith.constant\"() <{value = " + a1 + " : i32}> : () -> i32\n";
        String call = "    \"func.call\"(%" + n + "_a0, %" + n + "_a1) <{callee = @" + n + "}> : (i32, i32) -> ()\n";
        String fn = "  \"func.func\"() <{function_type = (i32, i32) -> (), sym_name = \"" + n + "\"}> ({\n"
                + "  ^bb0(%arg0: i32, %arg1: i32):\n" + f.b + "    \"func.return\"() : () -> ()\n  }) : () -> ()\n";
        return new GeneratedProgram(fn, consts, call, "");
    }
}
