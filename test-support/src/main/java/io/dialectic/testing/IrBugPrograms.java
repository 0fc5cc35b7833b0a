package io.dialectic.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The two programs of the IR-bug checks' shared tests, in this module's resources ({@code /irbug/NAME}; what each
 * shows on the real tools: toolchain {@code src/test/resources/irbug/README.md}): the shape of llvm/llvm-project#121091,
 * which {@code --normalize-memrefs} of mlir-opt-19 leaves invalid, and a {@code sparse_tensor.assemble} whose printed
 * form its parser rejects.
 */
public final class IrBugPrograms {
    /** The #121091 shape, which mlir-opt-19's {@code --normalize-memrefs} leaves invalid. */
    public static final String NORMALIZE_MEMREFS = "normalize-memrefs-reinterpret-cast.mlir";

    public static final List<String> NAMES = List.of(NORMALIZE_MEMREFS, "assemble-no-level-buffers.mlir");

    private IrBugPrograms() {}

    /** The text of program {@code name} (one of {@link #NAMES}). */
    public static String text(String name) {
        return new String(bytes(name), StandardCharsets.UTF_8);
    }

    /** Writes both into {@code dir} (made if missing) under their names; returns {@code dir}. */
    public static Path writeTo(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (String f : NAMES) Files.write(dir.resolve(f), bytes(f));
        return dir;
    }

    private static byte[] bytes(String name) {
        try (InputStream in = IrBugPrograms.class.getResourceAsStream("/irbug/" + name)) {
            if (in == null) throw new IllegalStateException("/irbug/" + name + " missing from test-support");
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
