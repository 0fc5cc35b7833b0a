package io.dialectic.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real test data in {@code ../shared} (corpora, crashes), found beside the
 * repository root. Tests that need it are skipped with a visible reason when
 * it is absent (a clone without the workplace's shared folder), unless
 * {@code DIALECTIC_REQUIRE_SHARED=1} (set by .ci/run), in which case they fail:
 * CI must never pass by skipping the real data.
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

    /** A path under {@code ../shared}; skips the calling test when it is absent (fails it under DIALECTIC_REQUIRE_SHARED=1). */
    public static Path require(String relative) {
        return require(shared(), relative, required());
    }

    static Path require(Path shared, String relative, boolean required) {
        Path p = shared == null ? null : shared.resolve(relative);
        if (p == null || !Files.exists(p)) {
            String what = shared == null ? "../shared" : "../shared/" + relative;
            if (required)
                throw new AssertionError(
                        what + " not present but DIALECTIC_REQUIRE_SHARED=1 (repository root " + repoRoot() + ")");
            assumeTrue(false, what + " not present: test skipped");
        }
        return p;
    }

    /**
     * Sample data committed in the repository ({@code datasets/sample}, {@code reports/sample}): absent only from a
     * partial checkout, so it skips the calling test like {@code ../shared} does, and fails it under
     * DIALECTIC_REQUIRE_SHARED=1.
     */
    public static Path committed(String relative) {
        Path p = repoRoot().resolve(relative);
        if (!Files.exists(p)) {
            if (required()) throw new AssertionError(relative + " not in this checkout but DIALECTIC_REQUIRE_SHARED=1");
            assumeTrue(false, relative + " not in this checkout: test skipped");
        }
        return p;
    }

    /** Whether a missing ../shared fails tests instead of skipping them. */
    public static boolean required() {
        return "1".equals(System.getenv("DIALECTIC_REQUIRE_SHARED"));
    }

    public static Path testsuite() {
        return require("corpora/mlir-testsuite");
    }

    public static Path crashes() {
        return require("crashes");
    }
}
