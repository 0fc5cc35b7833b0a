package io.dialectic.bench.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The external reducers' check script runs from the CLI's jars as well as from a build's class folders. */
class CheckClasspathTest {
    @Test
    void fromTheCliJarsTheCheckKeepsItsOwnModuleAndBase() {
        Path lib = Path.of("cli", "target", "lib").toAbsolutePath();
        String cp = String.join(
                File.pathSeparator,
                lib.getParent().resolve("dialectic-cli-0.1.0-SNAPSHOT.jar").toString(),
                lib.resolve("dialectic-bench-0.1.0-SNAPSHOT.jar").toString(),
                lib.resolve("dialectic-base-0.1.0-SNAPSHOT.jar").toString(),
                lib.resolve("dialectic-reducer-0.1.0-SNAPSHOT.jar").toString(),
                lib.resolve("spark-core_2.13-3.5.1.jar").toString(),
                lib.resolve("jackson-core-2.18.2.jar").toString());
        assertEquals(
                List.of(
                        lib.resolve("dialectic-bench-0.1.0-SNAPSHOT.jar").toString(),
                        lib.resolve("dialectic-base-0.1.0-SNAPSHOT.jar").toString(),
                        lib.resolve("dialectic-reducer-0.1.0-SNAPSHOT.jar").toString(),
                        lib.resolve("jackson-core-2.18.2.jar").toString()),
                List.of(ReducerBench.checkClasspath(cp).split(File.pathSeparator)));
    }
}
