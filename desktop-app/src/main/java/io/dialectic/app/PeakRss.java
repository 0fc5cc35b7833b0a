package io.dialectic.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** This process's peak resident set (Linux's VmHWM), what a user sees the app take; -1 where /proc is absent. */
final class PeakRss {
    private PeakRss() {}

    static long mb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }
}
