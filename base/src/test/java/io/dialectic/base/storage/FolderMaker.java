package io.dialectic.base.storage;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A second process for {@link AtomicFolderTest}: begins an output at its argument, keeps making a folder inside it on
 * another thread (as the thread that opens DuckDB does beside the featurizing), through {@link ShutdownGate} or, with
 * {@code plain}, straight through {@link Files}, and exits (the shutdown hook runs) while that thread goes on.
 */
public final class FolderMaker {
    private FolderMaker() {}

    public static void main(String[] args) throws Exception {
        AtomicFolder out = AtomicFolder.begin(Path.of(args[0]));
        boolean plain = args.length > 1 && args[1].equals("plain");
        Path inner = out.dir().resolve(".work").resolve("db");
        Thread maker = new Thread(() -> {
            while (true) {
                try {
                    if (plain) Files.createDirectories(inner);
                    else ShutdownGate.createDirectories(inner);
                } catch (Exception e) {
                    // the output was removed under it, or the gate is closed: try again, as a busy thread would
                }
            }
        });
        maker.setDaemon(true);
        maker.start();
        Thread.sleep(200);
        System.exit(0);
    }
}
