package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;

import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * A report made with {@code analyze --no-csv} from one real crash case of {@code ../shared/crashes}, copied into a
 * test's folder so the corpus is never touched: its tables are Parquet only.
 */
final class NoCsvReport {
    private NoCsvReport() {}

    /** The report in {@code tmp/report} of the case {@code caseId} (copied to {@code tmp/crashes/cases}). */
    static Path of(Path tmp, String caseId) throws IOException {
        Path source = SharedData.require("crashes/cases/" + caseId);
        Path copy = Files.createDirectories(tmp.resolve("crashes/cases/" + caseId));
        try (Stream<Path> files = Files.list(source)) {
            for (Path f : files.toList()) Files.copy(f, copy.resolve(f.getFileName()));
        }
        Path report = tmp.resolve("report");
        CapturedRun.dialectic(
                0, "analyze", "crashes=" + tmp.resolve("crashes"), "--no-csv", "--quiet", "--out", report.toString());
        assertFalse(Files.exists(report.resolve("csv")), "--no-csv writes no CSV copies");
        return report;
    }
}
