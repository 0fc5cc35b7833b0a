package io.dialectic.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
        Class<?> c =
                Class.forName(SparkSessions.LATE_ARRAYLIST, false, getClass().getClassLoader());
        assertTrue(ArrayList.class.isAssignableFrom(c), c + " extends ArrayList");
        assertEquals(c, c.getMethod("add", Object.class).getDeclaringClass(), c + " overrides ArrayList.add");
    }

    /**
     * A session is handed out with the class already initialized (linked), before any query has run. Without the
     * early load, Spark first initializes it when a task result comes back through the block manager; run first in
     * its JVM, this test failed on the code before the fix.
     */
    @Test
    void anOpenSessionHasTheLateSubclassInitializedBeforeAnyQuery() throws Exception {
        SparkSession session =
                SparkSessions.open(AnalyzeConfig.of(List.of(new InputSpec(null, Path.of("."))), Path.of("unused"))
                        .withMaster("local[1]"));
        try {
            // Loaded without initializing, then asked: Unsafe answers without initializing it either. Reached by
            // reflection because javac warns on any compiled use of sun.misc, and no @SuppressWarnings silences it.
            Class<?> c = Class.forName(
                    SparkSessions.LATE_ARRAYLIST, false, getClass().getClassLoader());
            Class<?> unsafe = Class.forName("sun.misc.Unsafe");
            Field f = unsafe.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            Method shouldBeInitialized = unsafe.getMethod("shouldBeInitialized", Class.class);
            assertFalse(
                    (Boolean) shouldBeInitialized.invoke(f.get(null), c),
                    c + " initialized when the session is handed out");
            // An embedded job listens on loopback only (its driver RPC and block manager are unauthenticated)
            List<String> listening = listeningAddresses();
            assertFalse(listening.isEmpty(), "the session listens (driver, block manager)");
            for (String a : listening)
                assertTrue(
                        a.equals("127.0.0.1") || a.equals("::ffff:127.0.0.1") || a.equals("::1"),
                        "listening on " + a + ": " + listening);
        } finally {
            session.stop();
        }
    }

    /** The local addresses of this JVM's listening TCP sockets (/proc/net/tcp{,6}, matched by the inodes of /proc/self/fd). */
    private static List<String> listeningAddresses() throws IOException {
        Set<String> inodes = new HashSet<>();
        try (var fds = Files.list(Path.of("/proc/self/fd"))) {
            for (Path fd : fds.toList()) {
                try {
                    String t = Files.readSymbolicLink(fd).toString();
                    if (t.startsWith("socket:[")) inodes.add(t.substring(8, t.length() - 1));
                } catch (IOException e) {
                    // closed meanwhile
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            for (String line : Files.readAllLines(Path.of(table))
                    .subList(1, Files.readAllLines(Path.of(table)).size())) {
                String[] c = line.trim().split("\\s+");
                if (!c[3].equals("0A") || !inodes.contains(c[9])) continue; // 0A: LISTEN
                out.add(address(c[1].substring(0, c[1].indexOf(':'))));
            }
        }
        return out;
    }

    /** /proc's little-endian hex address: 0100007F -> 127.0.0.1; IPv6 as 4 little-endian words. */
    private static String address(String hex) throws IOException {
        byte[] b = new byte[hex.length() / 2];
        for (int w = 0; w < b.length / 4; w++) {
            for (int k = 0; k < 4; k++)
                b[w * 4 + k] = (byte) Integer.parseInt(hex.substring(w * 8 + (3 - k) * 2, w * 8 + (3 - k) * 2 + 2), 16);
        }
        String a = InetAddress.getByAddress(b).getHostAddress();
        return b.length == 16 && a.startsWith("0:0:0:0:0:ffff:")
                ? "::ffff:"
                        + InetAddress.getByAddress(Arrays.copyOfRange(b, 12, 16))
                                .getHostAddress()
                : a.equals("0:0:0:0:0:0:0:1") ? "::1" : a;
    }
}
