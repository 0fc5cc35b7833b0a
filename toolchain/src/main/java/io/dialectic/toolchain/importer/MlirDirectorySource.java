package io.dialectic.toolchain.importer;

import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A directory of {@code .mlir} files (searched recursively, sorted): static records with no tool,
 * run id = path relative to the directory.
 */
public final class MlirDirectorySource implements RunSource {
    @Override
    public boolean accepts(Path path) {
        return Files.isDirectory(path)
                || (Files.isRegularFile(path) && path.toString().endsWith(".mlir"));
    }

    @Override
    public void read(Path path, Consumer<RunRecord> sink) throws IOException {
        for (Path f : list(path)) {
            String rel = Files.isDirectory(path)
                    ? path.relativize(f).toString()
                    : f.getFileName().toString();
            try {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                sink.accept(RunRecord.ofProgram(rel, null, null, 0, f.toString(), text));
            } catch (IOException | UncheckedIOException e) {
                sink.accept(RunRecord.unreadable(rel, f.toString(), "cannot read: " + e.getMessage()));
            }
        }
    }

    /** The {@code .mlir} files under {@code path}, sorted by path. */
    public static List<Path> list(Path path) throws IOException {
        if (!Files.isDirectory(path)) return List.of(path);
        try (Stream<Path> s = Files.walk(path)) {
            return s.filter(p -> Files.isRegularFile(p) && p.toString().endsWith(".mlir"))
                    .sorted()
                    .toList();
        }
    }
}
