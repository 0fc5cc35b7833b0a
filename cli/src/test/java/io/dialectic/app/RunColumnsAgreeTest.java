package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.app.data.RunColumns;
import io.dialectic.toolchain.record.RunRecordColumns;
import java.util.Map;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.junit.jupiter.api.Test;

/**
 * The app's run columns read what the job writes: each of them is a column of the job's feature rows
 * ({@link RunSchema#FEATURES}, whose record part is {@link RunRecordColumns}, derived from the run record) with the
 * same type. The three lists that were kept by hand now fail this test when one of them moves.
 */
class RunColumnsAgreeTest {
    @Test
    void everyAppColumnIsAJobColumnOfTheSameType() {
        for (Map.Entry<String, String> c : RunColumns.ALL) {
            StructField f = RunSchema.FEATURES.apply(c.getKey());
            assertNotNull(f, c.getKey());
            assertEquals(c.getValue(), duckDb(f.dataType()), c.getKey());
            RunRecordColumns.Column record = RunRecordColumns.named(c.getKey());
            if (record != null) assertEquals(c.getValue(), record.kind().duckDb(), c.getKey());
        }
    }

    private static String duckDb(DataType t) {
        for (RunRecordColumns.Kind k : RunRecordColumns.Kind.values())
            if (RunSchema.spark(k).equals(t)) return k.duckDb();
        if (t.equals(DataTypes.createArrayType(DataTypes.LongType))) return "BIGINT[]";
        throw new AssertionError("no DuckDB type for " + t);
    }
}
