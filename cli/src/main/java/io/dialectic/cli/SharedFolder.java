package io.dialectic.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** The benchmarks' default data: ../shared beside the repository root, wherever below the root they are started. */
final class SharedFolder {
    private SharedFolder() {}

    /** The first ancestor of the working directory that holds ir/ and has ../shared; else ../shared as given. */
    static Path find() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("ir"))
                    && Files.isDirectory(p.resolve("..").resolve("shared"))) {
                return p.resolve("..").resolve("shared").normalize();
            }
        }
        return Path.of("..", "shared");
    }

    /** The shared MLIR test suite, the benchmarks' default seed corpus. */
    static Path testSuite() {
        return find().resolve("corpora").resolve("mlir-testsuite");
    }
}
