package io.dialectic.semantics.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The runtime libraries a JIT runner loads to print
 * ({@code libmlir_c_runner_utils}, {@code libmlir_runner_utils}). 22's come
 * with mlir-22-tools; 19's are in libmlir-19, which conflicts with libmlir-22
 * and so is unpacked, never installed, by {@code semantics/tools/fetch-runner-libs.sh}
 * into {@code $DIALECTIC_RUNNER_LIBS} (default {@code ~/.cache/dialectic/runner-libs}).
 */
public final class RunnerLibs {
    private RunnerLibs() {}

    /** Where fetch-runner-libs.sh unpacks packages. */
    public static Path cacheRoot() {
        String env = System.getenv("DIALECTIC_RUNNER_LIBS");
        if (env != null && !env.isBlank()) return Path.of(env);
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("dialectic").resolve("runner-libs");
    }

    /** The two libraries for {@code version}, or an empty list when they are not found (the cell is then not runnable). */
    public static List<Path> find(ToolVersion version) {
        String lib = "usr/lib/llvm-" + version.major + "/lib";
        for (Path dir : List.of(
                cacheRoot().resolve(version.major).resolve(lib), Path.of("/").resolve(lib))) {
            Path c = match(dir, "libmlir_c_runner_utils.so");
            Path r = match(dir, "libmlir_runner_utils.so");
            if (c != null && r != null) return List.of(c, r);
        }
        return List.of();
    }

    private static Path match(Path dir, String prefix) {
        if (!Files.isDirectory(dir)) return null;
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> found = new ArrayList<>();
            s.filter(p -> p.getFileName().toString().startsWith(prefix)).forEach(found::add);
            found.sort(null);
            return found.isEmpty() ? null : found.get(found.size() - 1);
        } catch (IOException e) {
            return null;
        }
    }
}
