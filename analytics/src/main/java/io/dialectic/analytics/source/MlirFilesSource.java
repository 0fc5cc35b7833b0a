package io.dialectic.analytics.source;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.schema.WideRows;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Plain {@code .mlir} programs that were never run (a seed corpus, a test
 * suite): one record per file with no tool, so only static metrics apply.
 * {@code seq} is the file's place in path order.
 */
final class MlirFilesSource implements RecordSource {
    @Override
    public Dataset<Row> load(SparkSession spark, InputSpec input, AnalyzeConfig config) {
        Listing l = listing(input.path());
        return WideRows.mapPartitions(
                PathListing.dataset(spark, l.files(), l.base(), l.baseGiven()), MlirFilesSource::read, RunSchema.RAW);
    }

    @Override
    public List<Row> read(InputSpec input, AnalyzeConfig config) {
        Listing l = listing(input.path());
        List<Row> out = new ArrayList<>();
        read(PathListing.rows(l.files(), l.base(), l.baseGiven()).iterator()).forEachRemaining(out::add);
        return out;
    }

    /** The .mlir files of an input, and the folder their shown names are relative to (absolute, and as given). */
    private record Listing(List<Path> files, Path base, Path baseGiven) {}

    private static Listing listing(Path root) {
        List<Path> files = Files.isRegularFile(root)
                ? List.of(root.toAbsolutePath())
                : PathListing.list(
                        root,
                        Integer.MAX_VALUE,
                        p -> Files.isRegularFile(p) && p.toString().endsWith(".mlir"));
        Path base = Files.isRegularFile(root) ? root.toAbsolutePath().getParent() : root;
        Path baseGiven = Files.isRegularFile(root) ? (root.getParent() == null ? Path.of("") : root.getParent()) : root;
        return new Listing(files, base, baseGiven);
    }

    private static Iterator<Row> read(Iterator<Row> paths) {
        return PathListing.read(paths, MlirFilesSource::readFile);
    }

    private static Row readFile(long seq, Path file, String display) {
        String id = display;
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return RunSchema.raw(display, RunRecord.ofProgram(id, null, null, seq, display, text));
        } catch (Exception e) {
            return RunSchema.broken(display, id, null, seq, "unreadable file: " + e);
        }
    }
}
