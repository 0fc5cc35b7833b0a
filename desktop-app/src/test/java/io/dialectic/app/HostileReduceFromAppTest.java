package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.work.FuzzerModule;
import io.dialectic.testing.MlirRequirement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * In the app: a campaign folder from elsewhere whose crash run names a script as its tool. Pressing Reduce
 * says it refuses, and the script (which leaves a marker when started) never runs.
 */
class HostileReduceFromAppTest {
    @TempDir
    Path tmp;

    @Test
    void reduceRefusesARunThatNamesAScriptAsItsTool() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path marker = tmp.resolve("script-was-started");
        Path script = tmp.resolve("x.sh");
        Files.writeString(script, "#!/bin/sh\ntouch '" + marker + "'\nexit 139\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        CrashCampaign campaign = CrashCampaign.write(tmp.resolve("camp"), 0, Set.of("v19_r1_c00070")::contains);
        Path runs = campaign.dir.resolve("runs.jsonl");
        Files.writeString(
                runs, Files.readString(runs).replace("\"tool\":\"mlir-opt-19\"", "\"tool\":\"" + script + "\""));
        assertTrue(Files.readString(runs).contains(script.toString()));
        AppConfig config = AppConfig.of(campaign.dir).withSize(1300, 850).withReduceBudget(Duration.ofSeconds(30));
        try (AppHarness h = AppHarness.open(config, FuzzerModule.refuzzer())) {
            h.select(AppConfig.View.CLUSTERS);
            h.idle();
            assertTrue(h.fxGet(() -> h.window.clusters().reducePane().startReduce()));
            h.idle();
            String error = h.fxGet(() -> h.wb.status().lastError());
            assertTrue(
                    error != null && error.contains("refusing to run") && error.contains("which is not an mlir-opt"),
                    String.valueOf(error));
        }
        assertFalse(Files.exists(marker), "the run's script was started");
    }
}
