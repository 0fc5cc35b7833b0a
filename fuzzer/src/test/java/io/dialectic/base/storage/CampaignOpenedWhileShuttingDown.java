package io.dialectic.base.storage;

import io.dialectic.fuzzer.campaign.CampaignDirectory;
import java.nio.file.Path;

/**
 * A second process for {@code CampaignDirectoryShutdownTest}: the JVM begins to shut down (the gate closes, as a
 * SIGTERM does) just before {@code fuzz} opens its folder. Prints how the open ended.
 */
public final class CampaignOpenedWhileShuttingDown {
    private CampaignOpenedWhileShuttingDown() {}

    public static void main(String[] args) throws Exception {
        ShutdownGate.close();
        try (CampaignDirectory dir = CampaignDirectory.open(Path.of(args[0]), false)) {
            System.out.println("opened " + dir.path());
        } catch (RuntimeException | java.io.IOException e) {
            System.out.println("refused: " + e.getMessage());
        }
        System.out.flush();
        Runtime.getRuntime().halt(0); // the gate's hook would wait 5 s for a lock this thread never frees
    }
}
