package io.dialectic.reducer.transform;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.util.ArrayList;
import java.util.List;

/**
 * Offers the program as MLIR's own passes leave it, run by the reduction's tool (the version of the bug), as
 * mlir-reduce's {@code opt-reduction-pass} does: inlining, CSE, folding, dead symbols, constant propagation, hoisting
 * do in one step what many deletions would; a {@code linalg} op as its named op or its loops, whichever has fewer ops.
 * Offered only when the passes succeed and their print is shorter; the
 * oracle decides, as for every rewrite, so a fold that removes what the bug needs (canonicalize folding the buggy op
 * away) is simply not kept. Never a pass under suspicion: running it would hand over its own output, the bug done.
 * Inlining alone keeps the callee (a public symbol), so its step makes every function but {@code @main} private first
 * and drops the dead ones after.
 *
 * <pre>
 * before (inline):  func.func @f0(%a: i32) { vector.print %a : i32  return }
 *                   func.func @main() { %c = arith.constant 7 : i32  call @f0(%c) : (i32) -&gt; ()  return }
 * after:            func.func @main() { %c = arith.constant 7 : i32  vector.print %c : i32  return }
 * </pre>
 */
public final class PassReduction implements Transformation {
    /** The steps tried, in order, each a pipeline: calls first (inlining exposes the rest), then the clean-ups. */
    public static final List<List<String>> PASSES = List.of(
            List.of("symbol-privatize{exclude=main}", "inline", "symbol-dce"),
            List.of("symbol-dce"),
            List.of("cse"),
            List.of("canonicalize"),
            List.of("sccp"),
            List.of("loop-invariant-code-motion"),
            List.of("linalg-specialize-generic-ops"),
            List.of("convert-linalg-to-loops"));

    /**
     * The steps that rewrite ops rather than delete them (a {@code linalg.generic} as its named op, a linalg op as its
     * loops): their print can be longer text yet fewer ops, so they are offered when the op count falls instead. Loops
     * back to a linalg op have no upstream pass (only {@code linalg-specialize-generic-ops} raises, generic to named);
     * that direction is left to the deletions.
     */
    static final List<List<String>> BY_OP_COUNT =
            List.of(List.of("linalg-specialize-generic-ops"), List.of("convert-linalg-to-loops"));

    private final ToolRunner runner;
    private final Tool tool;
    private final List<String> extraArgs;
    private final List<String> passes;

    /** {@code passes}: pipeline items, e.g. {@code cse} or {@code symbol-privatize{exclude=main}}. */
    public PassReduction(ToolRunner runner, Tool tool, List<String> extraArgs, List<String> passes) {
        this.runner = runner;
        this.tool = tool;
        this.extraArgs = List.copyOf(extraArgs);
        this.passes = List.copyOf(passes);
    }

    /**
     * True when a pass of {@code passes} is among those under suspicion (flags like {@code --fold-memref-alias-ops},
     * pipeline items like {@code func.func(canonicalize)}, attributions like {@code --inline (its canonicalize)}).
     */
    public static boolean suspected(List<String> passes, List<String> suspects) {
        for (String p : passes) {
            String pass = p.replaceFirst("\\{.*", "");
            for (String s : suspects)
                for (String word : s.split("[^A-Za-z0-9-]+"))
                    if (word.replaceFirst("^--", "").equals(pass)) return true;
        }
        return false;
    }

    @Override
    public String name() {
        return "pass:" + String.join(",", passes);
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        List<String> args = new ArrayList<>(extraArgs);
        args.remove(RunRequest.DISABLE_THREADING);
        if (BY_OP_COUNT.contains(passes) && !text.contains("linalg.")) return List.of();
        RunResult r = runner.run(new RunRequest(tool, text, passes, RunLimits.defaults(), args));
        if (!r.started() || !Integer.valueOf(0).equals(r.exitCode()) || r.stdoutTruncated()) return List.of();
        String printed = r.stdout();
        if (printed.isBlank()) return List.of();
        if (BY_OP_COUNT.contains(passes)) {
            if (OpCount.of(MlirReader.read(printed)) >= OpCount.of(tree.program())) return List.of();
        } else if (printed.length() >= text.length()) return List.of();
        return List.of(Rewrite.of(name(), new Splice(0, text.length(), printed)));
    }
}
