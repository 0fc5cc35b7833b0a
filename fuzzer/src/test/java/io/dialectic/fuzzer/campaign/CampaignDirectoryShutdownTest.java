package io.dialectic.fuzzer.campaign;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.base.storage.CampaignOpenedWhileShuttingDown;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SIGTERM that lands as {@code fuzz} opens its folder must leave a folder the user can start again: either marked
 * or holding nothing. (It once left {@code crashes/} and {@code pool/} without the marker, and the next start was
 * refused as "files dialectic did not write"; seen in FaultInjectionTest.)
 */
class CampaignDirectoryShutdownTest {
    @TempDir
    Path tmp;

    @Test
    void aCampaignOpenedAsTheJvmShutsDownLeavesNoUnmarkedFiles() throws Exception {
        Path camp = tmp.resolve("camp");
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessResult r = new ProcessRunner()
                .run(ProcessSpec.of(
                                java,
                                "-cp",
                                System.getProperty("java.class.path"),
                                CampaignOpenedWhileShuttingDown.class.getName(),
                                camp.toString())
                        .timeout(Duration.ofMinutes(2)));
        String said = r.stdoutText().strip();
        assertTrue(
                said.startsWith("refused: "),
                "nothing may be set up once the JVM shuts down: " + said + r.stderrText());
        List<String> left;
        try (Stream<Path> s = Files.exists(camp) ? Files.list(camp) : Stream.empty()) {
            left = s.map(p -> p.getFileName().toString()).toList();
        }
        assertEquals(List.of(), left, "what the interrupted open left");
        assertDoesNotThrow(() -> CampaignDirectory.check(camp, false, List.of()), "the user starts it again");
    }
}
