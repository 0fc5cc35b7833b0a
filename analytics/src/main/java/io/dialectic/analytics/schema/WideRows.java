package io.dialectic.analytics.schema;

import java.util.Iterator;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.StructType;

/**
 * A partition-wise map of rows into a wide schema ({@link RunSchema#RAW}: 27 columns, {@link RunSchema#FEATURES}:
 * 47, with arrays and a map), encoded outside whole-stage code generation.
 *
 * <p>Why not {@code Dataset.mapPartitions(f, Encoders.row(schema))}: whole-stage code generation writes the
 * encoding of such a row as one method of 9,088 (RAW) and 20,183 (FEATURES) bytes of bytecode, and the JVM never
 * compiles a method over 8,000 bytes (-XX:+DontCompileHugeMethods; without that limit C1 and C2 give up on it
 * too): the encoding of every record ran in the interpreter, 16 % of the featurizing stage's samples. Through
 * an RDD, Spark encodes the rows with a projection split into small methods, which the JIT compiles.
 */
public final class WideRows {
    private WideRows() {}

    public static Dataset<Row> mapPartitions(Dataset<Row> in, FlatMapFunction<Iterator<Row>, Row> f, StructType out) {
        return in.sparkSession().createDataFrame(in.javaRDD().mapPartitions(f), out);
    }
}
