package io.dialectic.analytics;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.base.RecordFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * README command 1, {@code dialectic demo}: the project's own sample corpus
 * ({@code datasets/sample/*.jsonl.gz}, one campaign per file, made by
 * {@code datasets/make-sample.sh} with the real mlir-opt-19) plus the seed
 * programs it started from ({@code datasets/seeds}, the baseline), analyzed on
 * embedded Spark into {@code reports/demo}, which git ignores: the first
 * command leaves a clean checkout clean. {@code reports/sample} is the same
 * report committed as an example (same summary.json bar the wall time).
 * Needs no mlir-opt.
 */
public final class SampleDemo {
    public static final String BASELINE = "seeds";

    private SampleDemo() {}

    /** The repository root: the nearest folder at or above {@code from} holding {@code datasets/sample}. */
    public static Path findRoot(Path from) {
        for (Path p = from.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("datasets").resolve("sample"))) return p;
        }
        throw new IllegalStateException("datasets/sample not found at or above " + from.toAbsolutePath()
                + ": run from the Dialectic repository (or regenerate it with datasets/make-sample.sh)");
    }

    /** Where the demo writes by default: {@code reports/demo}, ignored by git. */
    public static Path defaultOut(Path root) {
        return root.resolve("reports").resolve("demo");
    }

    /** The demo's configuration, with paths relative to {@code root} as given (so the report names no machine folder). */
    public static AnalyzeConfig config(Path root, Path out) {
        List<InputSpec> inputs = new ArrayList<>();
        Path seeds = root.resolve("datasets").resolve("seeds");
        if (Files.isDirectory(seeds)) inputs.add(new InputSpec(BASELINE, seeds));
        try (Stream<Path> s = Files.list(root.resolve("datasets").resolve("sample"))) {
            s.filter(p -> RecordFiles.isRecordFileName(p.getFileName().toString()))
                    .sorted()
                    .forEach(p -> inputs.add(new InputSpec(null, p)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return AnalyzeConfig.of(inputs, out).withBaseline(Files.isDirectory(seeds) ? BASELINE : null);
    }
}
