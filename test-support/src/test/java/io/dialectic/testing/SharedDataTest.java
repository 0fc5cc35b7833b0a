package io.dialectic.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;

/** Missing shared data skips a test, or fails it when DIALECTIC_REQUIRE_SHARED=1 says CI must have it. */
class SharedDataTest {
    @TempDir
    Path tmp;

    @Test
    void missingDataSkipsUnlessRequired() {
        Path shared = tmp.resolve("shared");
        assertThrows(TestAbortedException.class, () -> SharedData.require(null, "crashes", false));
        assertThrows(TestAbortedException.class, () -> SharedData.require(shared, "crashes", false));
        AssertionError e = assertThrows(AssertionError.class, () -> SharedData.require(shared, "crashes", true));
        assertEquals(
                true,
                e.getMessage().contains("../shared/crashes not present but DIALECTIC_REQUIRE_SHARED=1"),
                e.getMessage());
        assertThrows(AssertionError.class, () -> SharedData.require(null, "crashes", true));
    }

    @Test
    void presentDataIsReturned() throws Exception {
        Path crashes = Files.createDirectories(tmp.resolve("crashes"));
        assertEquals(crashes, SharedData.require(tmp, "crashes", true));
        assertEquals(crashes, SharedData.require(tmp, "crashes", false));
    }
}
