package io.dialectic.reducer.report;

import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.cases.ShellCommand;
import io.dialectic.toolchain.irbug.IrBug;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code report.md} of an invalid-IR reduction, as an llvm-project issue: a pass left IR that does not verify. It
 * carries what a maintainer needs to see that it is the pass's fault and not the input's: the reproducer, the exact
 * command (which fails with the verifier's error), the bad pass, the verifier's message, and the invalid IR itself, as
 * the same command with {@code --verify-each=false} prints it (trimmed), with the versions it shows on.
 */
public final class InvalidIrReport {
    /** Lines of the invalid output shown: a reduced program's output is short; a long one is cut, the rest counted. */
    static final int MAX_OUTPUT_LINES = 60;

    private InvalidIrReport() {}

    public static String markdown(ReduceResult r, ReduceRequest req, IrBug bug) {
        String pass = bug.pass() == null ? "the pipeline" : PassPipeline.passName(bug.pass());
        StringBuilder md = new StringBuilder();
        md.append("# [mlir] ")
                .append(pass)
                .append(" produces invalid IR: ")
                .append(IssueReport.firstSentence(bug.message()))
                .append("\n\n");
        md.append("`")
                .append(req.tool().name())
                .append("` (")
                .append(req.tool().version())
                .append(") fails to verify the IR `")
                .append(pass)
                .append("` leaves from this ")
                .append(r.opsAfter())
                .append("-op program: the program itself verifies, and with `--verify-each=false` the pipeline")
                .append(" succeeds and prints IR that does not verify.\n\n");
        md.append("## Reproducer\n\n```mlir\n")
                .append(r.program().stripTrailing())
                .append("\n```\n\n");
        md.append("## Command\n\n```\n")
                .append(IssueReport.command(req.tool(), r.pipeline(), r.extraArgs(), "reduced.mlir"))
                .append("\n```\n\n");
        md.append("## Pass\n\n`").append(bug.pass() == null ? "?" : bug.pass()).append("`");
        if (r.pipeline().size() > 1)
            md.append(" (the first pipeline item after which the IR, printed unverified, does not verify)");
        md.append("\n\n## Verifier\n\n```\nerror: ").append(bug.message()).append("\n```\n\n");
        md.append("## Invalid output\n\n");
        List<String> unverified = new ArrayList<>(List.of(req.tool().name(), "reduced.mlir"));
        unverified.addAll(PassPipeline.toArgs(r.pipeline()));
        unverified.addAll(r.extraArgs());
        unverified.add("--verify-each=false");
        unverified.add("--mlir-print-op-generic");
        md.append("What `")
                .append(ShellCommand.line(unverified))
                .append("` prints:\n\n```mlir\n")
                .append(trimmed(bug.output()))
                .append("\n```\n\n");
        md.append("## Versions\n\n- found with ")
                .append(req.tool().name())
                .append(' ')
                .append(req.tool().version())
                .append('\n');
        for (ReduceResult.VersionCheck v : r.versions())
            md.append("- ")
                    .append(v.tool())
                    .append(' ')
                    .append(v.version())
                    .append(": ")
                    .append(
                            v.sameSignature()
                                    ? "invalid IR (same pass and error)"
                                    : "crash".equals(v.outcome())
                                            ? "crashes"
                                            : v.crashes()
                                                    ? "invalid IR (another pass or error)"
                                                    : "valid".equals(v.outcome())
                                                            ? "verifies (fixed)"
                                                            : "no invalid IR (" + v.outcome() + ")")
                    .append('\n');
        md.append("\n## Reduction\n\nReduced by Dialectic from ")
                .append(r.opsBefore())
                .append(" ops and ")
                .append(req.pipeline().size())
                .append(" passes to ")
                .append(r.opsAfter())
                .append(" ops and ")
                .append(r.pipeline().size())
                .append(r.pipeline().size() == 1 ? " pass in " : " passes in ")
                .append(String.format("%.1f", r.seconds()))
                .append(" s (")
                .append(r.oracleCalls())
                .append(" candidates judged), keeping ")
                .append(req.keep())
                .append('.');
        md.append(
                r.sameSignature()
                        ? " Fresh runs of the result show the same invalid-IR key."
                        : " WARNING: fresh runs of the result did not show the original invalid-IR key by majority.");
        if (!r.note().isEmpty()) md.append(" Note: ").append(r.note()).append('.');
        md.append("\n\nKey: `` ").append(r.crashKey()).append(" ``\n");
        return md.toString();
    }

    /** The output's first {@link #MAX_OUTPUT_LINES} lines, and how many more there are. */
    static String trimmed(String output) {
        String[] lines = output.stripTrailing().split("\n", -1);
        if (lines.length <= MAX_OUTPUT_LINES) return String.join("\n", lines);
        return String.join("\n", List.of(lines).subList(0, MAX_OUTPUT_LINES)) + "\n// ... "
                + (lines.length - MAX_OUTPUT_LINES) + " more lines";
    }
}
