package io.dialectic.fuzzer.mutate;

import io.dialectic.base.process.PathLookup;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which of many programs a real mlir-opt parses and verifies, in one process: the programs are joined
 * with {@code // -----} and read with {@code --split-input-file}, and each error is attributed to its
 * program by line. A program that crashes the tool makes the batch be halved until it is alone (it
 * counts as rejected; the tool runs through toolchain's {@link ToolRunner} and "crashed" is toolchain's {@link Judge}'s
 * verdict). Used to derive the op signatures ({@link SignatureProbe}) and to measure R1.
 */
public final class SplitVerifier {
    /** mlir-opt 19 names the line in the file; 22 the split's first line and the line within it. */
    private static final Pattern ERROR_19 = Pattern.compile("^[^:\\s]+\\.mlir:(\\d+):\\d+: error:", Pattern.MULTILINE);

    private static final Pattern ERROR_22 =
            Pattern.compile("within split at [^:\\s]+\\.mlir:(\\d+) offset :(\\d+):\\d+: error:");

    /** Time for one batch of programs to be read and verified, and room for all their errors. */
    private static final RunLimits LIMITS = new RunLimits(
            Duration.ofSeconds(120), 16 << 20, RunLimits.defaults().addressSpaceBytes());

    /**
     * No symbolizer: a crash here only halves the batch, its key is never read, so naming its frames would be wasted
     * (llvm-symbolizer reads libLLVM's debug info).
     */
    private static final ToolRunner TOOLS = new ToolRunner(PathLookup.find("prlimit"), Optional.empty());

    private static final Judge JUDGE = Judge.defaults();

    private SplitVerifier() {}

    /** accepted[i]: {@code tool} verifies {@code programs[i]} (exit status aside, no error attributed to it). */
    public static boolean[] accepted(Path tool, List<String> programs) throws IOException, InterruptedException {
        boolean[] ok = new boolean[programs.size()];
        fill(tool, programs, 0, ok);
        return ok;
    }

    private static void fill(Path tool, List<String> programs, int offset, boolean[] ok)
            throws IOException, InterruptedException {
        if (programs.isEmpty()) return;
        StringBuilder text = new StringBuilder();
        int[] firstLine = new int[programs.size()];
        int line = 1;
        for (int i = 0; i < programs.size(); i++) {
            if (i > 0) {
                text.append("// -----\n");
                line++;
            }
            firstLine[i] = line;
            String chunk = programs.get(i).endsWith("\n") ? programs.get(i) : programs.get(i) + "\n";
            text.append(chunk);
            line += (int) chunk.chars().filter(c -> c == '\n').count();
        }
        // One bounded run: a hung tool must not hang the fuzzer (a program is then rejected, as a crash is).
        RunResult r = TOOLS.run(new RunRequest(
                ToolRunner.toolAt(tool),
                text.toString(),
                List.of(),
                LIMITS,
                List.of("--split-input-file", "-o", "/dev/null")));
        if (!r.started()) throw new IOException("cannot run " + tool + ": " + r.error());
        String err = r.stdout() + r.stderr();
        Verdict v = JUDGE.judge(r, List.of());
        if (v.crashed() || v.outcome() == Outcome.TIMEOUT) {
            if (programs.size() == 1) return; // crashes (or hangs) the tool: rejected
            int half = programs.size() / 2;
            fill(tool, programs.subList(0, half), offset, ok);
            fill(tool, programs.subList(half, programs.size()), offset + half, ok);
            return;
        }
        boolean[] failed = new boolean[programs.size()];
        boolean attributed = false;
        Matcher m = ERROR_19.matcher(err);
        while (m.find()) {
            failed[chunkOf(firstLine, Integer.parseInt(m.group(1)))] = true;
            attributed = true;
        }
        m = ERROR_22.matcher(err);
        while (m.find()) {
            failed[chunkOf(firstLine, Integer.parseInt(m.group(1)) + Integer.parseInt(m.group(2)) - 1)] = true;
            attributed = true;
        }
        if (err.contains("error:") && !attributed) {
            throw new IOException(
                    "cannot attribute the errors of " + tool + ":\n" + err.substring(0, Math.min(2000, err.length())));
        }
        for (int i = 0; i < programs.size(); i++) ok[offset + i] = !failed[i];
    }

    private static int chunkOf(int[] firstLine, int line) {
        int i = 0;
        while (i + 1 < firstLine.length && firstLine[i + 1] <= line) i++;
        return i;
    }
}
