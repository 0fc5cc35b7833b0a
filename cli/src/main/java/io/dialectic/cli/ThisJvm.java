package io.dialectic.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code dialectic} in a fresh JVM like this one, as the launcher started it: the same java and JVM options, then the
 * same class path and main class. The benchmarks time their children this way (between the two parts a benchmark may
 * add options of its own).
 */
final class ThisJvm {
    private ThisJvm() {}

    /** This JVM's java and its options (heap, collector, compiler, class archive, module opens). */
    static List<String> javaAndOptions() {
        List<String> c = new ArrayList<>();
        c.add(ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        c.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        return c;
    }

    /** This JVM's class path and the CLI's main class. */
    static List<String> classPathAndMain() {
        return List.of("-cp", System.getProperty("java.class.path"), Dialectic.class.getName());
    }
}
