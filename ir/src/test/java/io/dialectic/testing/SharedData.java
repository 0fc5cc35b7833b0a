package io.dialectic.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real test data in {@code ../shared} (corpora, crashes), found beside the
 * repository root. Tests that need it are skipped with a visible reason when
 * it is absent (a clone without the workplace's shared folder).
 */
public final class SharedData {
    private SharedData() {}

    public static Path repoRoot() {
        String env = System.getenv("DIALECTIC_REPO");
        Path p = env != null ? Path.of(env) : Path.of("").toAbsolutePath();
        // Walk up to the folder holding the parent pom.
        Path cur = p.toAbsolutePath();
        while (cur != null && !Files.exists(cur.resolve("ir").resolve("pom.xml"))) cur = cur.getParent();
        return cur != null ? cur : p.toAbsolutePath();
    }

    /** {@code ../shared}, or null when it does not exist. */
    public static Path shared() {
        Path s = repoRoot().resolve("..").resolve("shared").normalize();
        return Files.isDirectory(s) ? s : null;
    }

    /** A path under {@code ../shared}; skips the calling test when it is absent. */
    public static Path require(String relative) {
        Path s = shared();
        assumeTrue(s != null, "../shared not present: test skipped");
        Path p = s.resolve(relative);
        assumeTrue(Files.exists(p), "../shared/" + relative + " not present: test skipped");
        return p;
    }

    public static Path testsuite() {
        return require("corpora/mlir-testsuite");
    }

    public static Path crashes() {
        return require("crashes");
    }
}
