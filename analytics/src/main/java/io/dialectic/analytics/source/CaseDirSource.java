package io.dialectic.analytics.source;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.schema.WideRows;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Crash-case directories ({@code <id>/input.mlir, cmd.txt, stderr.txt,
 * exit_code.txt, tool.txt, meta.json}): one case, a folder of them, or a
 * folder with a {@code cases/} folder. The driver lists the case folders;
 * each task reads its cases with the toolchain's
 * {@link CaseDirectorySource#readCase(Path)}. {@code seq} = place in name order.
 */
final class CaseDirSource implements RecordSource {
    @Override
    public Dataset<Row> load(SparkSession spark, InputSpec input, AnalyzeConfig config) {
        return WideRows.mapPartitions(
                PathListing.dataset(spark, cases(input.path()), input.path(), input.path()),
                CaseDirSource::read,
                RunSchema.RAW);
    }

    @Override
    public List<Row> read(InputSpec input, AnalyzeConfig config) {
        List<Row> out = new ArrayList<>();
        read(PathListing.rows(cases(input.path()), input.path(), input.path()).iterator())
                .forEachRemaining(out::add);
        return out;
    }

    private static List<Path> cases(Path root) {
        if (Files.exists(root.resolve("input.mlir"))) return List.of(root);
        Path dir = Files.isDirectory(root.resolve("cases")) ? root.resolve("cases") : root;
        return PathListing.list(dir, 1, p -> !p.equals(dir) && Files.isDirectory(p));
    }

    private static Iterator<Row> read(Iterator<Row> paths) {
        return PathListing.read(paths, CaseDirSource::readCase);
    }

    private static Row readCase(long seq, Path dir, String display) {
        RunRecord r = CaseDirectorySource.readCase(dir);
        RunRecord shown =
                r.toBuilder().seq(seq).programPath(display + "/input.mlir").build();
        return RunSchema.raw(display, shown);
    }
}
