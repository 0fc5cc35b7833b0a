package io.dialectic.fuzzer.mutate;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which of many programs a real mlir-opt parses and verifies, in one process: the programs are joined
 * with {@code // -----} and read with {@code --split-input-file}, and each error is attributed to its
 * program by line. A program that crashes the tool makes the batch be halved until it is alone (it
 * counts as rejected). Used to derive the op signatures ({@link SignatureProbe}) and to measure R1.
 */
public final class SplitVerifier {
    /** mlir-opt 19 names the line in the file; 22 the split's first line and the line within it. */
    private static final Pattern ERROR_19 = Pattern.compile("^[^:\\s]+\\.mlir:(\\d+):\\d+: error:", Pattern.MULTILINE);

    private static final Pattern ERROR_22 =
            Pattern.compile("within split at [^:\\s]+\\.mlir:(\\d+) offset :(\\d+):\\d+: error:");

    /** Time for one batch of programs to be read and verified. */
    private static final Duration TIMEOUT = Duration.ofSeconds(120);

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
        ProcessResult r = new ProcessRunner()
                .run(ProcessSpec.of(tool.toString(), "--split-input-file", "input.mlir", "-o", "/dev/null")
                        .file("input.mlir", text.toString().getBytes(StandardCharsets.UTF_8))
                        .timeout(TIMEOUT)
                        .maxOutput(16 << 20));
        if (!r.started()) throw new IOException("cannot run " + tool + ": " + r.error());
        String err = r.stdoutText() + r.stderrText();
        if (r.signal() != null
                || r.exitCode() > 1
                || err.contains("Stack dump")
                || err.contains("PLEASE submit a bug report")) {
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
