package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The one parser of times and sizes: `run --timeout 1h` reads like `reduce --budget 1h` (before: "For input string: \"1h\""). */
class DurationsTest {
    @Test
    void times() {
        assertEquals(Duration.ofHours(1), Durations.parse("1h"));
        assertEquals(Duration.ofMinutes(90), Durations.parse("1h30m"));
        assertEquals(Duration.ofMillis(500), Durations.parse("500ms"));
        assertEquals(Duration.ofMillis(1500), Durations.parse("1.5s"));
        assertEquals(Duration.ofSeconds(10), Durations.parse("10"));
        for (String bad : new String[] {"0", "0s", "-1", "1x", "", "h"}) {
            assertThrows(IllegalArgumentException.class, () -> Durations.parse(bad), bad);
        }
    }

    @Test
    void sizes() {
        assertEquals(8L << 30, Durations.parseBytes("8g"));
        assertEquals(512L << 20, Durations.parseBytes("512M"));
        assertEquals(256L << 10, Durations.parseBytes("256k"));
        assertEquals(262144, Durations.parseBytes("262144"));
        assertEquals(0, Durations.parseBytes("0"));
        for (String bad : new String[] {"-1", "1t", "", "99999999999999999999g"}) {
            assertThrows(IllegalArgumentException.class, () -> Durations.parseBytes(bad), bad);
        }
    }
}
