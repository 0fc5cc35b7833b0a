package io.dialectic.analytics;

import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.config.AnalyzeConfig;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

class SparkSessionsTest {
    /**
     * The class loaded before an analysis must still be what made HotSpot discard compiled code: a subclass of
     * ArrayList that overrides add (the dependency -XX:+LogCompilation showed failing). If a Spark or Netty upgrade
     * renames it or stops overriding add, the early load silently does nothing; this test says so.
     */
    @Test
    void theLateArrayListSubclassIsOnTheClassPathAndOverridesAdd() throws Exception {
        Class<?> c = Class.forName(SparkSessions.LATE_ARRAYLIST, false, getClass().getClassLoader());
        assertTrue(ArrayList.class.isAssignableFrom(c), c + " extends ArrayList");
        assertEquals(c, c.getMethod("add", Object.class).getDeclaringClass(), c + " overrides ArrayList.add");
    }

    /**
     * A session is handed out with the class already initialized (linked), before any query has run. Without the
     * early load, Spark first initializes it when a task result comes back through the block manager; run first in
     * its JVM, this test failed on the code before the fix.
     */
    @Test
    @SuppressWarnings({"removal", "deprecation"})
    void anOpenSessionHasTheLateSubclassInitializedBeforeAnyQuery() throws Exception {
        SparkSession session = SparkSessions.open(AnalyzeConfig.of(List.of(new InputSpec(null, Path.of("."))), Path.of("unused"))
                .withMaster("local[1]"));
        try {
            // Loaded without initializing, then asked: Unsafe answers without initializing it either.
            Class<?> c = Class.forName(SparkSessions.LATE_ARRAYLIST, false, getClass().getClassLoader());
            Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            assertFalse(((sun.misc.Unsafe) f.get(null)).shouldBeInitialized(c), c + " initialized when the session is handed out");
        } finally {
            session.stop();
        }
    }
}
