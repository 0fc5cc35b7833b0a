package io.dialectic.analytics.tables;

import java.nio.charset.StandardCharsets;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.execution.datasources.parquet.ParquetWriteSupport;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.BooleanType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DoubleType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructType;

/**
 * Writes Spark's external {@link Row}s (String, Long, Integer, Double, Boolean, Seq, Map) straight into Parquet in the
 * layout Spark's {@link ParquetWriteSupport} gives them in its standard (non-legacy) format: the schema and footer keys
 * are Spark's own (its {@code init} is asked for them), only the values are walked here. Spark's support takes
 * {@code InternalRow}s, and converting every row into one first (UTF8String copies of every string, arrays of
 * boxed values) was a third of the embedded engine's featurizing time at a million records (JFR, analytics/BENCH.md).
 */
final class RowWriteSupport extends WriteSupport<Row> {
    private final ParquetWriteSupport spark = new ParquetWriteSupport();
    private StructType schema;
    private ValueWriter[] fields;
    private RecordConsumer out;

    @FunctionalInterface
    private interface ValueWriter {
        void write(Object value);
    }

    @Override
    public WriteContext init(Configuration conf) {
        WriteContext ctx = spark.init(conf);
        schema = (StructType) DataType.fromJson(conf.get(ParquetWriteSupport.SPARK_ROW_SCHEMA()));
        fields = new ValueWriter[schema.size()];
        for (int i = 0; i < fields.length; i++) fields[i] = writer(schema.fields()[i].dataType());
        return ctx;
    }

    @Override
    public void prepareForWrite(RecordConsumer consumer) {
        out = consumer;
    }

    @Override
    public void write(Row row) {
        out.startMessage();
        for (int i = 0; i < fields.length; i++) {
            if (row.isNullAt(i)) continue;
            String name = schema.fields()[i].name();
            out.startField(name, i);
            fields[i].write(row.get(i));
            out.endField(name, i);
        }
        out.endMessage();
    }

    private ValueWriter writer(DataType t) {
        if (t instanceof StringType) return v -> out.addBinary(Binary.fromReusedByteArray(((String) v).getBytes(StandardCharsets.UTF_8)));
        if (t instanceof LongType) return v -> out.addLong((Long) v);
        if (t instanceof IntegerType) return v -> out.addInteger((Integer) v);
        if (t instanceof BooleanType) return v -> out.addBoolean((Boolean) v);
        if (t instanceof DoubleType) return v -> out.addDouble((Double) v);
        if (t instanceof ArrayType a) return array(writer(a.elementType()));
        if (t instanceof MapType m) return map(writer(m.keyType()), writer(m.valueType()));
        throw new IllegalArgumentException("no Parquet writer for " + t);
    }

    /** {@code group (LIST) { repeated group list { optional element } }}: Spark's standard three-level list. */
    private ValueWriter array(ValueWriter element) {
        return v -> {
            // a Seq as SparkValues makes them, or a java.util.List, as Spark's own converter also takes
            java.util.Iterator<?> it = v instanceof scala.collection.Seq<?> seq
                    ? scala.jdk.javaapi.CollectionConverters.asJava(seq.iterator()) : ((java.util.List<?>) v).iterator();
            out.startGroup();
            if (it.hasNext()) {
                out.startField("list", 0);
                while (it.hasNext()) {
                    Object e = it.next();
                    out.startGroup();
                    if (e != null) {
                        out.startField("element", 0);
                        element.write(e);
                        out.endField("element", 0);
                    }
                    out.endGroup();
                }
                out.endField("list", 0);
            }
            out.endGroup();
        };
    }

    /** {@code group (MAP) { repeated group key_value { required key; optional value } }}. */
    private ValueWriter map(ValueWriter key, ValueWriter value) {
        return v -> {
            java.util.Map<?, ?> m = v instanceof scala.collection.Map<?, ?> sm
                    ? scala.jdk.javaapi.CollectionConverters.asJava(sm) : (java.util.Map<?, ?>) v;
            out.startGroup();
            if (!m.isEmpty()) {
                out.startField("key_value", 0);
                for (java.util.Map.Entry<?, ?> kv : m.entrySet()) {
                    out.startGroup();
                    out.startField("key", 0);
                    key.write(kv.getKey());
                    out.endField("key", 0);
                    if (kv.getValue() != null) {
                        out.startField("value", 1);
                        value.write(kv.getValue());
                        out.endField("value", 1);
                    }
                    out.endGroup();
                }
                out.endField("key_value", 0);
            }
            out.endGroup();
        };
    }
}
