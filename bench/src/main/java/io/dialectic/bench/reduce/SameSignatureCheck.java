package io.dialectic.bench.reduce;

import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;

/**
 * The same-signature interestingness test as a program, for the external
 * reducers of the benchmark ({@code creduce}, {@code cvise}, {@code
 * mlir-reduce}): it runs the real tool on the file with the case's pipeline
 * (through the same {@link ToolOracle} Dialectic uses in process) and
 * succeeds iff the run crashes with the expected cluster key.
 *
 * <p>Usage: {@code SameSignatureCheck CASE_WORK_DIR [--invert] FILE}; the
 * work dir holds {@code tool.txt} (executable path), {@code key.txt},
 * {@code pipeline.txt} and {@code args.txt} (one item per line), and each
 * call appends one line to {@code calls.log}. Exit 0 = interesting, 1 = not;
 * {@code --invert} swaps them for mlir-reduce, whose tester counts a non-zero
 * exit as interesting.
 */
public final class SameSignatureCheck {
    private SameSignatureCheck() {}

    public static void main(String[] args) throws IOException {
        Path work = Path.of(args[0]);
        boolean invert = args.length > 2 && args[1].equals("--invert");
        Path file = Path.of(args[args.length - 1]);
        String key = Files.readString(work.resolve("key.txt")).strip();
        Path toolPath = Path.of(Files.readString(work.resolve("tool.txt")).strip());
        List<String> pipeline = lines(work.resolve("pipeline.txt"));
        List<String> extra = lines(work.resolve("args.txt"));
        Files.writeString(
                work.resolve("calls.log"),
                "x\n",
                StandardCharsets.UTF_8,
                StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
        boolean interesting = false;
        if (Files.isRegularFile(file)) {
            Tool tool = ToolRunner.toolAt(toolPath);
            ToolOracle oracle = new ToolOracle(
                    new ToolRunner(),
                    OutcomeClassifier.defaults(),
                    tool,
                    RunLimits.defaults().withTimeout(Duration.ofSeconds(10)),
                    extra);
            Observation o = oracle.observe(new Candidate(Files.readString(file), pipeline));
            interesting = o.isCrash() && o.crashKey().equals(key);
        }
        System.exit(interesting != invert ? 0 : 1);
    }

    private static List<String> lines(Path p) throws IOException {
        if (!Files.isRegularFile(p)) return List.of();
        return Files.readAllLines(p).stream()
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
    }
}
