package io.dialectic.app.data;

import io.dialectic.base.RecordFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Opening a raw campaign folder (run records, no report): it is analyzed by the analytics module
 * ({@link CampaignAnalyzer}) into a report in the app's folder beside it, never inside the input, and the
 * views then read that report's tables like any other. The report is kept and reused while it is newer
 * than every record file. So a raw folder shows exactly what {@code dialectic analyze} finds in it.
 */
public final class CampaignAnalysis {
    /** The report's folder inside the app's folder ({@code DIR.app/}). */
    static final String REPORT = "analysis";

    private CampaignAnalysis() {}

    /**
     * The report to open for {@code results}: itself when it is one, else its analysis in {@code workDir},
     * made (with {@code progress}) when missing or older than the records.
     */
    public static ResultsLocation open(Path results, Path workDir, CampaignAnalyzer analyzer, Consumer<String> progress)
            throws Exception {
        ResultsLocation loc = ResultsLocation.of(results);
        if (loc.isReport()) return loc;
        Path report = workDir.resolve(REPORT);
        List<Path> inputs = inputs(results);
        if (!fresh(report, inputs)) {
            if (analyzer == null)
                throw new IllegalStateException(
                        results + " holds run records, not a report, and no analysis is available here");
            Files.createDirectories(workDir);
            progress.accept("Analyzing " + results.getFileName() + " into " + report);
            analyzer.analyze(inputs, report, progress);
        }
        return ResultsLocation.of(report);
    }

    /**
     * The inputs as {@code analyze} takes them: a campaign folder's runs.jsonl (its records' campaign, else
     * the file's name; the folder's other files, such as its corpus, are not run records), or each record
     * file of a folder of them (one campaign per file).
     */
    static List<Path> inputs(Path dir) throws IOException {
        for (String name : List.of("runs.jsonl", "runs.jsonl.gz", "records.jsonl", "records.jsonl.gz")) {
            if (Files.isRegularFile(dir.resolve(name))) return List.of(dir.resolve(name));
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(RecordFiles::isRecordFile).sorted().toList();
        }
    }

    /** Whether the report exists and was written after every input file last changed. */
    private static boolean fresh(Path report, List<Path> inputs) throws IOException {
        Path summary = report.resolve("summary.json");
        if (!Files.isRegularFile(summary)) return false;
        FileTime written = Files.getLastModifiedTime(summary);
        for (Path in : inputs) {
            if (Files.getLastModifiedTime(in).compareTo(written) >= 0) return false;
        }
        return true;
    }
}
