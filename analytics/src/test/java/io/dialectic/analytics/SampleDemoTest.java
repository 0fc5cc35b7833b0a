package io.dialectic.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.output.SummaryJson;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * README command 1, {@code dialectic demo}, as the CLI runs it (same
 * configuration, same default output folder, relative paths from the
 * repository root): it leaves {@code git status --porcelain} as it found it
 * (empty on a fresh clone), and its summary.json is the committed
 * {@code reports/sample/summary.json} bar the wall time, its CSV tables the
 * committed ones byte for byte.
 */
class SampleDemoTest {
    @Test
    void demoKeepsTheCheckoutCleanAndMatchesTheCommittedSample() throws Exception {
        Path root = SharedData.repoRoot();
        assumeTrue(
                Path.of("").toAbsolutePath().equals(root),
                "tests run from the repository root (surefire workingDirectory)");
        String before = gitStatus(root);
        assumeTrue(before != null, "git not available or not a git checkout: test skipped");
        // the sample's crashes of 19.1.7 name their unnamed sites by the installed build's functions (committed so)
        MlirRequirement.require("mlir-opt-19");

        AnalyzeConfig cfg = SampleDemo.config(Path.of(""), SampleDemo.defaultOut(Path.of("")))
                .withQuiet(true);
        Analysis.run(cfg, Progress.none());

        assertEquals(before, gitStatus(root), "the demo changed what git sees");
        Path sample = root.resolve("reports").resolve("sample"), demo = SampleDemo.defaultOut(root);
        assertEquals(summary(sample.resolve("summary.json")), summary(demo.resolve("summary.json")));
        try (Stream<Path> csvs = Files.list(sample.resolve("csv"))) {
            for (Path committed : csvs.sorted().toList()) {
                assertEquals(
                        Files.readString(committed),
                        Files.readString(demo.resolve("csv").resolve(committed.getFileName())),
                        committed.getFileName().toString());
            }
        }
    }

    private static ObjectNode summary(Path p) {
        ObjectNode s = SummaryJson.read(p);
        s.remove("seconds");
        return s;
    }

    /** {@code git status --porcelain} (untracked files listed one by one), or null without git. */
    private static String gitStatus(Path root) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(List.of("git", "status", "--porcelain", "--untracked-files=all"))
                    .directory(root.toFile())
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            return null;
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) return null;
        return out;
    }
}
