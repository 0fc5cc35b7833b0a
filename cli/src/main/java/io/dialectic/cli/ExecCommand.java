package io.dialectic.cli;

import io.dialectic.base.ProgramBytes;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.semantics.verdict.Judgement;
import io.dialectic.semantics.verdict.JudgementJson;
import io.dialectic.semantics.verdict.JudgementText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic exec}: a thin skin over {@link DifferentialExecution} (the miscompilation oracle). */
@Command(
        name = "exec",
        mixinStandardHelpOptions = true,
        description = {
            "Run a program (func/arith/scf/index/vector/math/ub, memref/affine/tensor/linalg/bufferization, printing with",
            "vector.print) on Dialectic's reference interpreter and, compiled (bufferized, then lowered), on the real JIT",
            "runners (mlir-cpu-runner-19, mlir-runner-22), and judge the difference: agree, miscompile (a defined output",
            "differs; attributed to the first pass after which the interpreter disagrees), ub (the difference depends on",
            "poison or undefined behaviour), runtime-divergence, compiler-crash, rejection, not-executable.",
            "UB of memory: an access out of bounds, use after dealloc or after an alloca's scope, double dealloc, dealloc",
            "of memory not from memref.alloc, a cast/reshape/copy whose sizes do not match, a slice outside its source,",
            "a race between iterations of scf.parallel/forall/affine.parallel, a linalg output on buffers aliasing an input",
            "through another view, writing a constant global or a to_buffer result; reading an element never written",
            "(memref.alloc, tensor.empty) is poison: only the lines printing it are undefined (semantics/README.md).",
            "A cell whose pipeline cannot take a program (another version's syntax, a missing step) is not-lowerable,",
            "never a rejection. Entry: @main, else a wrapper calling the argument-free functions and printing results.",
            "19's runtime libraries: bash semantics/tools/fetch-runner-libs.sh (unpacks libmlir-19, never installs it).",
            "Example: dialectic exec prog.mlir --versions 19,22 --pipelines O0,--canonicalize --json"
        })
public final class ExecCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The program (.mlir).")
    Path file;

    @Option(
            names = "--versions",
            split = ",",
            paramLabel = "V",
            defaultValue = "19,22",
            description = "Tool versions to compile with (default: ${DEFAULT-VALUE}).")
    List<String> versions;

    @Option(
            names = "--pipelines",
            split = ",",
            paramLabel = "P",
            defaultValue = "O0,OPT",
            description =
                    "Pipelines: O0 (lowering only), OPT (canonicalize, cse, ... then lowering), RATTE (--arith-expand --test-lower-to-llvm), "
                            + "or pass flags run before the lowering, e.g. --canonicalize (default: ${DEFAULT-VALUE}).")
    List<String> pipelines;

    @Option(
            names = "--jit",
            split = ",",
            paramLabel = "LEVEL",
            description = "Runner JIT levels, e.g. -O0,-O3 (default: the runner's).")
    List<String> jit = List.of();

    @Option(
            names = "--no-attribution",
            description = "Do not look for the pass a miscompile comes from (saves the bisection runs).")
    boolean noAttribution;

    @Option(
            names = "--json",
            description =
                    "Print the judgement as JSON (verdict, expected output, every cell, suspect pass, miscompile_key).")
    boolean json;

    @Mixin
    Streams io;

    @Override
    public Integer call() throws Exception {
        if (Files.isDirectory(BadInput.existing(file)))
            throw new BadInput("FILE is a folder, not a .mlir file: " + file);
        ExecOptions options;
        try {
            options = ExecOptions.parse(versions, pipelines, jit, !noAttribution);
        } catch (IllegalArgumentException e) {
            throw new BadInput(e.getMessage());
        }
        String text = ProgramBytes.readable(ProgramBytes.decode(Files.readAllBytes(file)));
        Judgement j = new DifferentialExecution(options).run(text);
        io.out().print(json ? JudgementJson.write(j) + "\n" : JudgementText.write(j));
        io.out().flush();
        return 0;
    }
}
