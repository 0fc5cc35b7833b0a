package io.dialectic.semantics.run;

import io.dialectic.toolchain.ToolRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pattern-driven pass one pattern application at a time: MLIR's {@code apply-pattern} action (every pattern the
 * greedy driver or a conversion tries) runs under the debug counter, so {@code --mlir-debug-counter=
 * apply-pattern-skip=0,apply-pattern-count=N} lets only the first N applications happen (folds are not actions: they
 * still happen). Checked by hand: 19.1.7's {@code --canonicalize} on a loop holding #90296's casts tries 56 (22.1.8:
 * 66), and with 27 allowed the cast pair is gone, with 26 not (the 27th is IndexCastOfIndexCast, per
 * {@code --log-actions-to}).
 */
public final class PatternSteps {
    private PatternSteps() {}

    private static final Pattern COUNTER = Pattern.compile("apply-pattern\\s*:\\s*\\{(\\d+),");

    /** The option that lets {@code n} pattern applications happen. */
    public static String limit(int n) {
        return "--mlir-debug-counter=apply-pattern-skip=0,apply-pattern-count=" + n;
    }

    /** How many pattern applications {@code flag} tries on {@code program}; -1 when the tool fails. */
    public static int count(ToolVersion v, String flag, String program, Duration timeout) {
        Processes.OptRun o = run(
                v,
                List.of(
                        flag,
                        "--mlir-debug-counter=apply-pattern-skip=-1,apply-pattern-count=-1",
                        "--mlir-print-debug-counter"),
                program,
                timeout);
        if (o == null) return -1;
        Matcher m = COUNTER.matcher(o.stderr());
        int n = -1;
        while (m.find()) n = Integer.parseInt(m.group(1)); // the last report is the one at exit
        return n;
    }

    /** {@code program} after {@code flag} with only its first {@code n} pattern applications, generic; null on failure. */
    public static String apply(ToolVersion v, String flag, int n, String program, Duration timeout) {
        Processes.OptRun o = run(v, List.of(flag, limit(n)), program, timeout);
        return o == null ? null : o.stdout();
    }

    private static Processes.OptRun run(ToolVersion v, List<String> flags, String program, Duration timeout) {
        Path opt = JitExecutor.onPath(v.optBinary);
        if (opt == null) return null;
        List<String> args = new ArrayList<>(flags);
        args.add("--mlir-print-op-generic");
        args.add("--mlir-print-local-scope"); // affine maps and layouts inline, not as #map aliases
        Processes.OptRun o = Processes.opt(ToolRunner.toolAt(opt), program, args, timeout);
        return o.succeeded() ? o : null;
    }
}
