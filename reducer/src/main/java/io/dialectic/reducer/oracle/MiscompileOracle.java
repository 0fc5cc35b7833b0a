package io.dialectic.reducer.oracle;

import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.verdict.SameMiscompile;
import io.dialectic.toolchain.Outcome;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * The oracle of a miscompile reduction: a candidate is observed as {@code miscompile} when the
 * semantics' {@link SameMiscompile} holds for it in the reduction's cell: compiled and JIT-run, it still prints a
 * value the reference interpreter fixes differently (so that value is still UB-free), and the difference is still
 * attributed to the same pass; and it still has its {@code @main}. Anything else is observed as {@code valid} ("not this bug"). The candidate's
 * pipeline is ignored: a miscompile reduction keeps its cell's pipeline.
 */
public final class MiscompileOracle implements Oracle {
    private final SameMiscompile sameMiscompile;
    private final AtomicLong runs = new AtomicLong();

    public MiscompileOracle(Cell cell, String suspectPass) {
        this.sameMiscompile = new SameMiscompile(cell, suspectPass);
    }

    /**
     * A {@code @main} with a body, in custom form (its signature line opens the body) or generic form (its region is not
     * empty): the entry the report's runner command names. A declaration left by a candidate that dropped the body
     * would let the executor's wrapper call the other functions, a run the report's {@code -e main} cannot repeat.
     */
    private static final Pattern MAIN = Pattern.compile(
            "^\\s*func\\.func\\s+(?:public\\s+)?@main\\s*\\(.*\\{\\s*$"
                    + "|sym_name\\s*=\\s*\"main\"[^\\n]*\\(\\{[ \\t]*\\n(?![ \\t]*\\}\\))",
            Pattern.MULTILINE);

    /** True when {@code program} defines {@code @main} (not only declares it). */
    static boolean definesMain(String program) {
        return MAIN.matcher(program).find();
    }

    @Override
    public Observation observe(Candidate candidate) {
        runs.incrementAndGet();
        boolean same;
        try {
            // The reproducer keeps its @main (a renamed entry would make the report's `-e main` fail).
            same = definesMain(candidate.program()) && sameMiscompile.test(candidate.program());
        } catch (RuntimeException e) {
            same = false; // a candidate the interpreter or the tools cannot handle is not the bug
        }
        return new Observation(same ? Outcome.MISCOMPILE : Outcome.VALID, "", same ? "" : "not the same miscompile");
    }

    @Override
    public long runs() {
        return runs.get();
    }
}
