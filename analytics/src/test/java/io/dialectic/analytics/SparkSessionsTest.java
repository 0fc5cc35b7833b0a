package io.dialectic.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
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
}
