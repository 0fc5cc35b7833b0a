package io.dialectic.bench.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Two real campaigns side by side (resources yield/README.md): alike up to run 19,455, apart from 19,456 on. */
class SharedRunsTest {
    private static Path campaign(String name) throws Exception {
        return Path.of(SharedRunsTest.class.getResource("/yield/" + name).toURI());
    }

    @Test
    void theSharedRunsEndWhereTheDrawsPartAndTheirTimesAreTakenThere() throws Exception {
        List<SharedRuns.Draw> checks = SharedRuns.read(campaign("checks"));
        List<SharedRuns.Draw> noChecks = SharedRuns.read(campaign("no-checks"));
        assertEquals(21, checks.size());
        // the excerpt starts at run 19,440: 16 alike (19,440-19,455), each campaign's time at 19,455
        assertEquals(new SharedRuns(16, 209_377, 181_984), SharedRuns.of(checks, noChecks));
        assertEquals(new SharedRuns(21, 209_685, 209_685), SharedRuns.of(checks, checks));
        assertEquals(new SharedRuns(0, 0, 0), SharedRuns.of(checks.subList(1, 21), noChecks));
    }
}
