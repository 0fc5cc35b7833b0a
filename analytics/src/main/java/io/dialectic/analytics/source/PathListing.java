package io.dialectic.analytics.source;

import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The driver's only work for directory inputs: list the paths, sorted, and
 * number them (the number is the record's {@code seq} when it has none).
 * Executors then read the files themselves.
 */
final class PathListing {
    static final StructType SCHEMA = new StructType(new StructField[] {
        new StructField("seq", LongType, false, Metadata.empty()),
        new StructField("path", StringType, false, Metadata.empty()),
        new StructField("display", StringType, false, Metadata.empty()),
    });

    private PathListing() {}

    static List<Path> list(Path root, int maxDepth, Predicate<Path> keep) {
        try (Stream<Path> s = Files.walk(root, maxDepth)) {
            return s.filter(keep).map(Path::toAbsolutePath).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The numbered paths as a dataset spread over about two partitions per core.
     * {@code display} is the path as the user wrote the input plus the part below it,
     * so tables and reports never name the absolute folders of the machine.
     */
    static Dataset<Row> dataset(SparkSession spark, List<Path> paths, Path root, Path rootAsGiven) {
        List<Row> rows = rows(paths, root, rootAsGiven);
        int slices = Math.max(1, Math.min(paths.size(), 2 * spark.sparkContext().defaultParallelism()));
        return spark.createDataFrame(rows, SCHEMA).repartition(slices);
    }

    /** The numbered paths as rows of {@link #SCHEMA} (the embedded engine reads them in this JVM). */
    static List<Row> rows(List<Path> paths, Path root, Path rootAsGiven) {
        List<Row> rows = new ArrayList<>(paths.size());
        Path absRoot = root.toAbsolutePath().normalize();
        for (int i = 0; i < paths.size(); i++) {
            Path p = paths.get(i).toAbsolutePath().normalize();
            String display = p.startsWith(absRoot)
                    ? rootAsGiven.resolve(absRoot.relativize(p)).toString()
                    : p.toString();
            rows.add(RowFactory.create((long) i, p.toString(), display));
        }
        return rows;
    }

    /** How a source reads one listed path into a row: its number, its absolute path, its shown name. */
    interface PathReader {
        Row read(long seq, Path file, String display);
    }

    /** The listed rows of {@link #SCHEMA} read one at a time, as a task pulls them. */
    static Iterator<Row> read(Iterator<Row> paths, PathReader reader) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return paths.hasNext();
            }

            @Override
            public Row next() {
                Row p = paths.next();
                return reader.read(p.getLong(0), Path.of(p.getString(1)), p.getString(2));
            }
        };
    }
}
