package io.dialectic.analytics.tables;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnWriteStore;
import org.apache.parquet.column.ColumnWriter;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.compression.CompressionCodecFactory.BytesInputCompressor;
import org.apache.parquet.hadoop.CodecFactory;
import org.apache.parquet.hadoop.ColumnChunkPageWriteStore;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport.WriteContext;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.Type;
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
import scala.collection.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Writes Spark's external {@link Row}s (String, Long, Integer, Double, Boolean, Seq or List, Map) into one Parquet
 * file in the layout Spark's {@link ParquetWriteSupport} gives them in its standard (non-legacy) format: the Parquet
 * schema and footer keys are Spark's own (its {@code init} is asked for them); each value goes straight into its leaf
 * column's writer with the repetition and definition levels that layout implies, the row groups and pages as
 * parquet-hadoop's {@link ParquetWriter} makes them (same page store, file writer and properties).
 *
 * <p>Why not a {@code WriteSupport} under {@link ParquetWriter}: that path hands every value, and every list element,
 * through Parquet's record consumer (start and end of each field and group, its null bookkeeping), a large share of
 * writing the embedded engine's feature parts (analytics/BENCH.md).
 */
final class RowParquetWriter implements AutoCloseable {
    /** parquet-hadoop's defaults: a row group of 128 MB, its size looked at every this many rows. */
    private static final long ROW_GROUP_BYTES = ParquetWriter.DEFAULT_BLOCK_SIZE;

    private static final int CHECK_EVERY = 100;

    private final ParquetFileWriter file;
    private final MessageType schema;
    private final Map<String, String> footer;
    private final ParquetProperties props;
    private final CodecFactory codecs;
    private final BytesInputCompressor compressor;
    private final Field[] fields;
    private final ColumnWriter[] leaves;
    private ColumnChunkPageWriteStore pages;
    private ColumnWriteStore columns;
    private long rowsInGroup;

    /**
     * A writer of {@code sparkSchema}'s rows into {@code out}. {@code kept}: dictionaries, statistics and page checksums
     * as Spark writes them (an output table); otherwise plain pages without them (a scratch part read once).
     */
    RowParquetWriter(OutputFile out, StructType sparkSchema, Configuration conf, boolean kept) throws IOException {
        WriteContext ctx = new ParquetWriteSupport().init(conf);
        schema = ctx.getSchema();
        footer = ctx.getExtraMetaData();
        ParquetProperties.Builder b = ParquetProperties.builder()
                .withDictionaryEncoding(kept)
                .withStatisticsEnabled(kept)
                .withSizeStatisticsEnabled(kept)
                .withPageWriteChecksumEnabled(kept);
        // parquet-java 1.15 consults withStatisticsEnabled(boolean) only for a column its per-column default (true)
        // leaves unset, which is none: a scratch part's min and max of every string (a copy and a comparison per
        // value) went on until each column was named
        for (ColumnDescriptor c : schema.getColumns()) b.withStatisticsEnabled(String.join(".", c.getPath()), kept);
        props = b.build();
        fields = new Field[sparkSchema.size()];
        for (int i = 0; i < fields.length; i++) fields[i] = field(i, sparkSchema.fields()[i].dataType());
        leaves = new ColumnWriter[schema.getColumns().size()];
        codecs = new CodecFactory(conf, props.getPageSizeThreshold());
        compressor = codecs.getCompressor(CompressionCodecName.SNAPPY);
        file = new ParquetFileWriter(
                out,
                schema,
                ParquetFileWriter.Mode.CREATE,
                ROW_GROUP_BYTES,
                ParquetWriter.MAX_PADDING_SIZE_DEFAULT,
                null,
                props);
        file.start();
        openGroup();
    }

    void write(Row row) throws IOException {
        for (int i = 0; i < fields.length; i++) fields[i].write(row.isNullAt(i) ? null : row.get(i));
        columns.endRecord();
        if (++rowsInGroup % CHECK_EVERY == 0 && columns.getBufferedSize() > ROW_GROUP_BYTES) {
            closeGroup();
            openGroup();
        }
    }

    /** Ends the row group of the rows written since the last one (nothing when there are none): they go to the file now. */
    void endRowGroup() throws IOException {
        if (rowsInGroup == 0) return;
        closeGroup();
        openGroup();
    }

    @Override
    public void close() throws IOException {
        try {
            closeGroup();
            file.end(footer);
        } finally {
            // as ParquetWriter does: the file closed after its footer (a second close does nothing) or after a failure
            try {
                file.close();
            } finally {
                codecs.release();
            }
        }
    }

    private void openGroup() {
        pages = new ColumnChunkPageWriteStore(
                compressor,
                schema,
                props.getAllocator(),
                props.getColumnIndexTruncateLength(),
                props.getPageWriteChecksumEnabled());
        columns = props.newColumnWriteStore(schema, pages, pages);
        List<ColumnDescriptor> cols = schema.getColumns();
        for (int k = 0; k < leaves.length; k++) leaves[k] = columns.getColumnWriter(cols.get(k));
        rowsInGroup = 0;
    }

    /** Writes the buffered rows as a row group (none when there are none: a file of no rows has no row group). */
    private void closeGroup() throws IOException {
        try {
            if (rowsInGroup > 0) {
                file.startBlock(rowsInGroup);
                columns.flush();
                pages.flushToFileWriter(file);
                file.endBlock();
            }
        } finally {
            columns.close();
            pages.close();
        }
    }

    /** A top-level field: writes its value, or its null, into its leaf columns, one entry per leaf per row. */
    private interface Field {
        void write(Object value);
    }

    /** The Parquet physical write of one Spark value type. */
    private enum Value {
        STRING,
        LONG,
        INT,
        BOOLEAN,
        DOUBLE;

        static Value of(DataType t) {
            if (t instanceof StringType) return STRING;
            if (t instanceof LongType) return LONG;
            if (t instanceof IntegerType) return INT;
            if (t instanceof BooleanType) return BOOLEAN;
            if (t instanceof DoubleType) return DOUBLE;
            throw new IllegalArgumentException("no Parquet writer for " + t);
        }

        void write(ColumnWriter w, Object v, int rep, int def) {
            switch (this) {
                case STRING -> w.write(
                        Binary.fromReusedByteArray(((String) v).getBytes(StandardCharsets.UTF_8)), rep, def);
                case LONG -> w.write((long) (Long) v, rep, def);
                case INT -> w.write((int) (Integer) v, rep, def);
                case BOOLEAN -> w.write((boolean) (Boolean) v, rep, def);
                case DOUBLE -> w.write((double) (Double) v, rep, def);
            }
        }
    }

    /**
     * The writer of top-level field {@code i}. Definition levels as Parquet defines them, read off Spark's schema: a
     * null value stops at the level above the field, an empty list or map at the field's own, a null element or map
     * value at the repeated group's; an element present is at its leaf's maximum. The first element of a row repeats
     * at level 0, the others at the repeated group's level, 1.
     */
    private Field field(int i, DataType t) {
        Type top = schema.getType(i);
        String name = top.getName();
        int own = schema.getMaxDefinitionLevel(name);
        int nullDef = own - 1;
        if (!(t instanceof ArrayType) && !(t instanceof MapType)) {
            Value value = Value.of(t);
            int col = leaf(name);
            return v -> {
                if (v == null) nullValue(col, nullDef, name);
                else value.write(leaves[col], v, 0, own);
            };
        }
        GroupType repeated = repeatedGroup(top, t);
        int groupDef = schema.getMaxDefinitionLevel(name, repeated.getName());
        if (t instanceof ArrayType a) {
            Value element = Value.of(a.elementType());
            String elementName = repeated.getType(0).getName();
            int col = leaf(name, repeated.getName(), elementName);
            int present = schema.getMaxDefinitionLevel(name, repeated.getName(), elementName);
            return v -> {
                if (v == null) {
                    nullValue(col, nullDef, name);
                    return;
                }
                ColumnWriter w = leaves[col];
                Iterator<?> it = iterator(v);
                if (!it.hasNext()) w.writeNull(0, own);
                for (int rep = 0; it.hasNext(); rep = 1) {
                    Object e = it.next();
                    if (e == null) w.writeNull(rep, groupDef);
                    else element.write(w, e, rep, present);
                }
            };
        }
        MapType m = (MapType) t;
        Value key = Value.of(m.keyType()), value = Value.of(m.valueType());
        String keyName = repeated.getType(0).getName(),
                valueName = repeated.getType(1).getName();
        int keys = leaf(name, repeated.getName(), keyName), values = leaf(name, repeated.getName(), valueName);
        int keyDef = schema.getMaxDefinitionLevel(name, repeated.getName(), keyName);
        int valueDef = schema.getMaxDefinitionLevel(name, repeated.getName(), valueName);
        return v -> {
            if (v == null) {
                nullValue(keys, nullDef, name);
                nullValue(values, nullDef, name);
                return;
            }
            Map<?, ?> map =
                    v instanceof scala.collection.Map<?, ?> sm ? CollectionConverters.asJava(sm) : (Map<?, ?>) v;
            ColumnWriter kw = leaves[keys], vw = leaves[values];
            if (map.isEmpty()) {
                kw.writeNull(0, own);
                vw.writeNull(0, own);
            }
            int rep = 0;
            for (Map.Entry<?, ?> kv : map.entrySet()) {
                key.write(kw, kv.getKey(), rep, keyDef);
                if (kv.getValue() == null) vw.writeNull(rep, groupDef);
                else value.write(vw, kv.getValue(), rep, valueDef);
                rep = 1;
            }
        };
    }

    /** A leaf column's position among the schema's columns, where {@link #leaves} holds its writer of the row group. */
    private int leaf(String... path) {
        List<ColumnDescriptor> cols = schema.getColumns();
        for (int k = 0; k < cols.size(); k++) if (Arrays.equals(cols.get(k).getPath(), path)) return k;
        throw new IllegalStateException("no Parquet column " + String.join(".", path));
    }

    private void nullValue(int col, int def, String name) {
        if (def < 0) throw new IllegalArgumentException("null in the required column " + name);
        leaves[col].writeNull(0, def);
    }

    /** The one repeated group of Spark's standard list ({@code list}, one field) or map ({@code key_value}, two). */
    private static GroupType repeatedGroup(Type top, DataType t) {
        int children = t instanceof ArrayType ? 1 : 2;
        if (!top.isPrimitive() && top.asGroupType().getFieldCount() == 1) {
            Type inner = top.asGroupType().getType(0);
            if (!inner.isPrimitive()
                    && inner.isRepetition(Type.Repetition.REPEATED)
                    && inner.asGroupType().getFieldCount() == children
                    && inner.asGroupType().getFields().stream().allMatch(Type::isPrimitive)) {
                return inner.asGroupType();
            }
        }
        throw new IllegalArgumentException("no Parquet writer for " + t + " laid out as " + top);
    }

    /** A Seq as SparkValues makes them, or a java.util.List, as Spark's own converter also takes. */
    private static Iterator<?> iterator(Object v) {
        return v instanceof Seq<?> seq ? CollectionConverters.asJava(seq.iterator()) : ((List<?>) v).iterator();
    }
}
