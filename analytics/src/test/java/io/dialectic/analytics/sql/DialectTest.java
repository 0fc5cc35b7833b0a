package io.dialectic.analytics.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dialectic.analytics.tables.TableWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.collection.Seq;
import scala.jdk.javaapi.CollectionConverters;

/** Each portable form of {@link Dialect} gives the same rows on DuckDB and on Spark SQL, nulls and ties included. */
class DialectTest {
    static SparkSession spark;

    @TempDir
    static Path tmp;

    @BeforeAll
    static void start() {
        spark = SparkSession.builder()
                .master("local[1]")
                .appName("dialect")
                .config("spark.ui.enabled", "false")
                .getOrCreate();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static final StructType T = TableWriter.schema("g:s", "s:s", "n:l");
    // a null group, a null value, strings beyond U+FFFF (UTF-8 order differs from Java's compareTo), a delimiter
    // missing
    private static final List<Row> ROWS = List.of(
            RowFactory.create("a", "x:1", 3L),
            RowFactory.create("a", "\uD83D\uDE00", 1L),
            RowFactory.create("a", "\uFFFF", 2L),
            RowFactory.create("a", null, 5L),
            RowFactory.create("b", "y", null),
            RowFactory.create(null, "z:2:3", 4L),
            RowFactory.create("a", "x:1", 7L));

    private static List<String> both(String sql) {
        List<String> spark = rows(new SparkSql(DialectTest.spark, null), sql);
        List<String> duck = rows(new DuckDbSql(tmp.resolve("db-" + System.nanoTime()), 1, 256, null), sql);
        assertEquals(spark, duck, sql);
        return duck;
    }

    private static List<String> rows(SqlEngine e, String sql) {
        try (e) {
            e.register("t", T, ROWS);
            List<String> out = new ArrayList<>();
            for (Row r : e.collect(sql)) {
                List<Object> values = new ArrayList<>();
                for (int i = 0; i < r.size(); i++) {
                    Object v = r.get(i);
                    values.add(v instanceof Seq<?> seq ? CollectionConverters.asJava(seq) : v);
                }
                out.add(values.toString());
            }
            return out;
        }
    }

    @Test
    void sortedSetIsDistinctNonNullInByteOrder() {
        assertEquals(
                List.of("[null, [z:2:3]]", "[a, [x:1, \uFFFF, \uD83D\uDE00]]", "[b, [y]]"),
                both("SELECT g, sorted_set(s) FROM t GROUP BY g ORDER BY g"));
    }

    @Test
    void orderPutsNullsFirst() {
        assertEquals(7, both("SELECT s, n FROM t ORDER BY s, n").size());
        both("SELECT g, min(n), max(n), count(n), count(1) FROM t GROUP BY g ORDER BY g");
    }

    @Test
    void explodeAndExplodeOuter() {
        both(
                "SELECT g, x FROM (SELECT g, explode(l) AS x FROM (SELECT g, sorted_set(s) AS l FROM t GROUP BY g) a) b ORDER BY g, x");
        both(
                "SELECT g, x FROM (SELECT g, explode_outer(l) AS x FROM (SELECT g, CASE WHEN g = 'b' THEN sorted_set(g) ELSE sorted_set(s) END AS l"
                        + " FROM t WHERE s IS NULL OR g = 'b' GROUP BY g) a) b ORDER BY g, x");
    }

    @Test
    void namedStructOrdersFieldByField() {
        both(
                "SELECT g, m.n, m.s FROM (SELECT g, min(named_struct('n', n, 's', s)) AS m FROM t WHERE n IS NOT NULL GROUP BY g) a ORDER BY g");
        both("SELECT g, min_by(named_struct('s', s, 'n', n), coalesce(s, '')).n FROM t WHERE g = 'b' GROUP BY g");
    }

    @Test
    void substringIndexTakesTheHead() {
        both("SELECT s, substring_index(s, ':', 1), CAST(n AS STRING) FROM t ORDER BY s, n");
        assertThrows(
                IllegalArgumentException.class,
                () -> Dialect.DUCKDB.render("SELECT substring_index(s, ':', 2) FROM t"));
    }

    @Test
    void compactKeepsTheNonNullArgumentsInOrder() {
        assertEquals(
                List.of("[null, []]", "[a, [x:1]]", "[b, [y]]"),
                both(
                        "SELECT g, compact(CASE WHEN max(CASE WHEN s = 'x:1' THEN 1 ELSE 0 END) = 1 THEN 'x:1' END,"
                                + " CASE WHEN max(CASE WHEN s = 'y' THEN 1 ELSE 0 END) = 1 THEN 'y' END) FROM t GROUP BY g ORDER BY g"));
    }

    @Test
    void quotedTextIsLeftAlone() {
        assertEquals("SELECT 'explode(x)' FROM t", Dialect.DUCKDB.render("SELECT 'explode(x)' FROM t"));
        assertEquals("SELECT unnest(a.b) FROM t", Dialect.DUCKDB.render("SELECT explode(a.b) FROM t"));
    }

    /**
     * A result streamed in its order can feed, row by row, a table registered from Java that the next statement reads
     * (the crash clusters' path: {@code CrashClusters.tables}); on DuckDB the other statements do not wait for it.
     */
    @Test
    void streamedRowsFeedARegisteredTable() {
        List<List<String>> results = new ArrayList<>();
        for (SqlEngine e : List.of(
                new SparkSql(spark, null), new DuckDbSql(tmp.resolve("db-" + System.nanoTime()), 1, 256, null))) {
            try (e) {
                e.register("t", T, ROWS);
                int[] taken = {0};
                String streamed = e.stream("SELECT g, n FROM t ORDER BY g, n", rows -> {
                    e.register("u", TableWriter.schema("g:s", "n:l"), new Iterator<Row>() {
                        public boolean hasNext() {
                            return rows.hasNext();
                        }

                        public Row next() {
                            Row r = rows.next();
                            taken[0]++;
                            // a statement meanwhile, on the same engine
                            assertEquals(
                                    7L,
                                    e.collect("SELECT count(1) FROM t").get(0).getLong(0));
                            return RowFactory.create(r.getString(0), r.isNullAt(1) ? null : r.getLong(1) * 10);
                        }
                    });
                    return "taken " + taken[0];
                });
                assertEquals("taken 7", streamed);
                List<String> out = new ArrayList<>();
                for (Row r : e.collect("SELECT g, n FROM u ORDER BY g, n")) out.add(r.getString(0) + "=" + r.get(1));
                results.add(out);
            }
        }
        assertEquals(List.of("null=40", "a=10", "a=20", "a=30", "a=50", "a=70", "b=null"), results.get(1));
        assertEquals(results.get(0), results.get(1));
    }
}
