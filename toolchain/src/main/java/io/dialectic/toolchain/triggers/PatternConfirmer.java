package io.dialectic.toolchain.triggers;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.ToolRunner;
import java.util.ArrayList;
import java.util.List;

/**
 * Confirms that a rewrite pattern attempted by {@code canonicalize} actually fired on a program: the run's
 * pipeline is rerun twice, every {@code canonicalize} restricted once to {@code enable-patterns="NAME"} and
 * once to {@code enable-patterns="__none__"} (a name no pattern has). Folds and region simplification run
 * in both, so a difference in the printed output is the pattern's doing. The rerun with none is shared by
 * all the patterns checked on one run. Only canonicalize takes a pattern
 * filter; patterns of other passes (conversions, greedy transforms) stay "attempted".
 */
public final class PatternConfirmer {
    /** The pass class whose patterns can be confirmed, as {@code --log-actions-to} names it. */
    public static final String CANONICALIZER = "Canonicalizer";

    private static final String NONE = "__none__";

    private final ToolRunner runner;

    public PatternConfirmer(ToolRunner runner) {
        this.runner = runner;
    }

    /** Whether the pipeline of {@code req} has a canonicalize the filter can be put on. */
    public static boolean confirmable(List<String> pipeline) {
        return pipeline.stream().map(PassPipeline.Item::parse).anyMatch(i -> i.pass()
                .equals("canonicalize"));
    }

    /** True when {@code pattern} changes the output of {@code req}'s pipeline; false when not, or undecidable. */
    public boolean fired(RunRequest req, String pattern) {
        return forRun(req).fired(pattern);
    }

    /**
     * The confirmations of one run: the rerun with no pattern enabled is made once, at the first check, and
     * compared with each pattern's rerun (so k patterns cost k + 1 runs, not 2k).
     */
    public Run forRun(RunRequest req) {
        return new Run(req);
    }

    /** Confirmations against one run's pipeline and program. Not thread-safe. */
    public final class Run {
        private final RunRequest req;
        private RunResult without;

        private Run(RunRequest req) {
            this.req = req;
        }

        public boolean fired(String pattern) {
            RunResult with = runner.run(restricted(req, pattern));
            if (!succeeded(with)) return false;
            if (without == null) without = runner.run(restricted(req, NONE));
            return succeeded(without) && !with.stdout().equals(without.stdout());
        }
    }

    private static boolean succeeded(RunResult r) {
        return r.started() && !r.timedOut() && r.exitCode() != null && r.exitCode() == 0 && !r.stdoutTruncated();
    }

    /** {@code req} with every canonicalize filtered to {@code pattern}, printing to stdout. */
    static RunRequest restricted(RunRequest req, String pattern) {
        List<String> pipeline = new ArrayList<>();
        for (String item : req.pipeline()) {
            PassPipeline.Item i = PassPipeline.Item.parse(item);
            if (!i.pass().equals("canonicalize")) {
                pipeline.add(item);
                continue;
            }
            String filter = "enable-patterns=\"" + pattern + "\"";
            String opts = i.options() == null || i.options().isBlank() ? filter : i.options() + " " + filter;
            pipeline.add(new PassPipeline.Item(i.anchor(), i.pass(), opts).text());
        }
        List<String> extra = new ArrayList<>();
        List<String> given = req.extraArgs();
        for (int k = 0; k < given.size(); k++) {
            String a = given.get(k);
            if (a.equals("-o") && k + 1 < given.size()) {
                k++;
                continue;
            }
            if (a.startsWith("-o=") || a.startsWith("--log-actions-to") || a.startsWith("--mlir-print-ir")) continue;
            extra.add(a);
        }
        return new RunRequest(req.tool(), req.programText(), pipeline, req.limits(), extra);
    }
}
