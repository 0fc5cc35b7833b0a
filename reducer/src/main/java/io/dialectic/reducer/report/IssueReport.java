package io.dialectic.reducer.report;

import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.cases.ShellCommand;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code report.md}: a reduction written as an llvm-project issue, ready to
 * paste: a title from the crash signature, the reproducer, the exact command,
 * the stack trace trimmed to the frames that matter, the tool version and the
 * other installed versions it does or does not reproduce on.
 */
public final class IssueReport {
    private static final Pattern UNREACHABLE = Pattern.compile("(?m)^(UNREACHABLE executed.*)$");
    private static final Pattern FRAME = Pattern.compile("^\\s*#(\\d+) 0x[0-9a-f]+ (.*)$");
    /** Frames of the signal handler, libc start-up and the pass-manager/driver plumbing: not the bug. */
    private static final Pattern PLUMBING = Pattern.compile(
            "PrintStackTrace|RunSignalHandlers|SignalHandler|libc\\.so|__libc_start|_start \\(|^main |OpToOpPassAdaptor|"
                    + "PassManager::run|MlirOptMain|splitAndProcessBuffer|llvm::function_ref|std::__invoke|"
                    + "failableParallelForEach|ThreadPool|std::thread|start_thread|clone3?\\b");

    private IssueReport() {}

    /** The shell command that reproduces, the program read from {@code file}. */
    public static String command(Tool tool, List<String> pipeline, List<String> extraArgs, String file) {
        List<String> words = new ArrayList<>();
        words.add(tool.name());
        words.add(file);
        words.addAll(PassPipeline.toArgs(pipeline));
        words.addAll(extraArgs);
        return ShellCommand.line(words);
    }

    /** A one-line title: the fatal message if there is one, else the top frame that is not plumbing. */
    public static String title(String stderr, List<String> pipeline) {
        String passes = String.join(
                ", ",
                pipeline.stream()
                        .map(p -> p.contains(":") ? p.substring(p.lastIndexOf(':') + 1) : p)
                        .toList());
        // the crash messages as the toolchain reads them (every assertion shape, one set of patterns)
        CrashSignature sig = CrashSignature.parse(stderr);
        if (sig.assertion() != null) return "[mlir] " + passes + ": Assertion `" + sig.assertion() + "' failed";
        if (sig.fatalError() != null)
            return "[mlir] " + passes + " crashes with LLVM ERROR: " + firstSentence(sig.fatalError());
        Matcher m = UNREACHABLE.matcher(stderr);
        if (m.find()) return "[mlir] " + passes + ": " + m.group(1).strip();
        List<String> frames = trimmedStack(stderr, 1);
        String where = frames.isEmpty()
                ? ""
                : " in "
                        + frames.get(0)
                                .replaceFirst("^#\\d+ ", "")
                                .replaceAll("\\(.*", "")
                                .replaceAll(" .*", "");
        return "[mlir] " + passes + " crashes" + where;
    }

    /** The message up to its first ". " (LLVM ERROR texts often go on with a URL), at most 160 characters. */
    static String firstSentence(String msg) {
        int dot = msg.indexOf(". ");
        String s = dot > 0 ? msg.substring(0, dot) : msg;
        return s.length() > 160 ? s.substring(0, 157) + "..." : s;
    }

    /**
     * The stack frames that matter, at most {@code max}, each with its number in the dump: the toolchain's
     * meaningful frames (signal handler, libc, abort/report_fatal_error and pass-manager plumbing removed,
     * names normalised), the named ones first in dump order, then the unnamed {@code mlir-opt+0x...} ones
     * while there is room (an address tells a reader of another build nothing); or, when it finds none,
     * the raw frames minus the obvious plumbing, renumbered.
     */
    public static List<String> trimmedStack(String stderr, int max) {
        List<String> out = new ArrayList<>();
        try {
            List<Frame> meaningful = CrashSignature.parse(stderr).meaningfulFrames();
            List<Frame> ordered =
                    new ArrayList<>(meaningful.stream().filter(Frame::named).toList());
            ordered.addAll(meaningful.stream().filter(f -> !f.named()).toList());
            for (Frame f : ordered) {
                out.add("#" + f.index() + " " + f.display());
                if (out.size() >= max) return out;
            }
        } catch (RuntimeException e) {
            out.clear();
        }
        if (!out.isEmpty()) return out;
        for (String line : stderr.split("\n")) {
            Matcher m = FRAME.matcher(line);
            if (!m.matches()) continue;
            String frame = m.group(2).strip();
            if (PLUMBING.matcher(frame).find()) continue;
            out.add("#" + out.size() + " " + frame);
            if (out.size() >= max) break;
        }
        return out;
    }

    public static String markdown(ReduceResult r, ReduceRequest req) {
        StringBuilder md = new StringBuilder();
        if (!r.reproduced()) {
            String bug = req.keep().keep() == Interestingness.Keep.SAME_IR_BUG ? "invalid IR" : "the crash";
            md.append(bug.equals("invalid IR") ? "# Invalid IR did not reproduce\n\n" : "# Crash did not reproduce\n\n")
                    .append("The original program did not show ")
                    .append(bug)
                    .append(" on `")
                    .append(req.tool().name())
                    .append("` (")
                    .append(req.tool().version())
                    .append(").\n\n")
                    .append(r.note())
                    .append("\n\nCommand tried:\n\n```\n")
                    .append(command(req.tool(), req.pipeline(), req.extraArgs(), "input.mlir"))
                    .append("\n```\n");
            return md.toString();
        }
        md.append("# ").append(title(r.finalStderr(), r.pipeline())).append("\n\n");
        md.append("`")
                .append(req.tool().name())
                .append("` (")
                .append(req.tool().version())
                .append(") crashes on this ")
                .append(r.opsAfter())
                .append("-op program");
        md.append(
                        r.pipeline().isEmpty()
                                ? " when parsing it"
                                : " with "
                                        + (r.pipeline().size() == 1
                                                ? "one pass"
                                                : r.pipeline().size() + " passes"))
                .append(".\n\n");
        md.append("## Reproducer\n\n```mlir\n")
                .append(r.program().stripTrailing())
                .append("\n```\n\n");
        md.append("## Command\n\n```\n")
                .append(command(req.tool(), r.pipeline(), r.extraArgs(), "reduced.mlir"))
                .append("\n```\n\n");
        md.append("## Stack trace (trimmed)\n\n```\n");
        String fatal = CrashSignature.parse(r.finalStderr()).fatalError();
        if (fatal != null) md.append("LLVM ERROR: ").append(fatal).append('\n');
        for (String f : trimmedStack(r.finalStderr(), 15)) md.append(f).append('\n');
        md.append("```\n\n");
        md.append("## Versions\n\n");
        md.append("- found with ")
                .append(req.tool().name())
                .append(" ")
                .append(req.tool().version())
                .append('\n');
        for (ReduceResult.VersionCheck v : r.versions()) {
            md.append("- ")
                    .append(v.tool())
                    .append(" ")
                    .append(v.version())
                    .append(": ")
                    .append(
                            v.sameSignature()
                                    ? "crashes (same signature)"
                                    : v.crashes()
                                            ? "crashes (different signature)"
                                            : v.notTestable()
                                                    ? "not testable (" + v.whyNotTestable() + ")"
                                                    : "no crash (fixed)")
                    .append('\n');
        }
        if (!r.versions().isEmpty())
            md.append("\nSummary: ").append(r.versionSummary()).append(".\n");
        md.append("\n## Reduction\n\n");
        md.append("Reduced by Dialectic from ")
                .append(r.opsBefore())
                .append(" ops / ")
                .append(r.bytesBefore())
                .append(" bytes and ")
                .append(req.pipeline().size())
                .append(" passes to ")
                .append(r.opsAfter())
                .append(" ops / ")
                .append(r.bytesAfter())
                .append(" bytes and ")
                .append(r.pipeline().size())
                .append(r.pipeline().size() == 1 ? " pass in " : " passes in ")
                .append(String.format("%.1f", r.seconds()))
                .append(" s (")
                .append(r.oracleCalls())
                .append(" tool runs), keeping ")
                .append(req.keep())
                .append(".");
        md.append(
                r.sameSignature()
                        ? " Fresh runs of the result crash with the original signature (majority of the runs)."
                        : " WARNING: fresh runs of the result did not show the original signature by majority.");
        if (r.flaky())
            md.append(" The crash is flaky"
                    + (r.extraArgs().contains("--mlir-disable-threading")
                            ? "; it is deterministic with --mlir-disable-threading."
                            : "; the majority signature was kept."));
        if (!r.note().isEmpty()) md.append(" Note: ").append(r.note()).append('.');
        md.append("\n\nSignature: `` ").append(r.crashKey()).append(" ``\n");
        return md.toString();
    }
}
