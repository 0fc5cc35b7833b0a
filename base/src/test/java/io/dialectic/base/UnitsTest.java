package io.dialectic.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The one grammar of times, sizes and budgets: `run --timeout 1h` reads like `reduce --budget 1h`, and `--budget 90`
 * means 90 runs wherever it is accepted (before: 90 runs to fuzz, 90 seconds to reduce).
 */
class UnitsTest {
    @Test
    void timesHaveTheirUnit() {
        assertEquals(Duration.ofHours(1), Units.time("1h"));
        assertEquals(Duration.ofMinutes(90), Units.time("1h30m"));
        assertEquals(Duration.ofMillis(500), Units.time("500ms"));
        assertEquals(Duration.ofMillis(1500), Units.time("1.5s"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Units.time("10"))
                .getMessage()
                .contains("no unit"));
        for (String bad : new String[] {"0", "0s", "-1", "1x", "", "h"}) {
            assertThrows(IllegalArgumentException.class, () -> Units.time(bad), bad);
        }
    }

    @Test
    void aBareNumberIsACountInEveryBudget() {
        assertEquals(new Units.Budget(90, null), Units.budget("90"));
        assertEquals(new Units.Budget(0, Duration.ofSeconds(90)), Units.budget("90s"));
        assertEquals(new Units.Budget(0, Duration.ofMinutes(10)), Units.budget("10m"));
        assertEquals(Duration.ofMinutes(5), Units.timeBudget("5m"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.timeBudget("90"));
        assertTrue(e.getMessage().contains("count of runs") && e.getMessage().contains("90s"), e.getMessage());
        for (String bad : new String[] {"0", "-5", "", "5x", "0s"})
            assertThrows(IllegalArgumentException.class, () -> Units.budget(bad), bad);
    }

    @Test
    void sizes() {
        assertEquals(8L << 30, Units.bytes("8g"));
        assertEquals(512L << 20, Units.bytes("512M"));
        assertEquals(256L << 10, Units.bytes("256k"));
        assertEquals(262144, Units.bytes("262144"));
        assertEquals(0, Units.bytes("0"));
        for (String bad : new String[] {"-1", "1t", "", "99999999999999999999g"}) {
            assertThrows(IllegalArgumentException.class, () -> Units.bytes(bad), bad);
        }
    }
}
