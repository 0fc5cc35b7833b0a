package io.dialectic.toolchain.importer;

import io.dialectic.base.ProgramBytes;
import io.dialectic.base.Sha256;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The case-directory layout of {@code ../shared/crashes}: {@code cases/<id>/} with {@code input.mlir},
 * {@code stderr.txt}, {@code exit_code.txt} (-11 = SIGSEGV, 124 = timeout), {@code tool.txt},
 * {@code meta.json} (passes as pipeline items, {@code secs}). Run id = directory name. Accepts the
 * corpus root (with {@code cases/}), the {@code cases} directory, or one case directory.
 */
public final class CaseDirectorySource implements RunSource {

    @Override
    public boolean accepts(Path path) {
        return isCase(path) || Files.isDirectory(path.resolve("cases")) || firstChildIsCase(path);
    }

    @Override
    public void read(Path path, Consumer<RunRecord> sink) throws IOException {
        if (isCase(path)) {
            sink.accept(readCase(path));
            return;
        }
        Path dir = Files.isDirectory(path.resolve("cases")) ? path.resolve("cases") : path;
        List<Path> cases;
        try (Stream<Path> s = Files.list(dir)) {
            cases = s.filter(Files::isDirectory).sorted().toList();
        }
        for (Path c : cases) sink.accept(readCase(c));
    }

    static boolean isCase(Path p) {
        return CaseFolder.isCase(p);
    }

    private static boolean firstChildIsCase(Path p) {
        if (!Files.isDirectory(p)) return false;
        try (Stream<Path> s = Files.list(p)) {
            return s.filter(Files::isDirectory)
                    .findFirst()
                    .map(CaseDirectorySource::isCase)
                    .orElse(false);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * One case, read by the one case reader ({@link CaseFolder}); a missing {@code exit_code.txt} or a malformed file becomes
     * the record's {@code error}. The record's text is the program's readable form; its hash is of its exact bytes.
     */
    public static RunRecord readCase(Path c) {
        String id = c.getFileName().toString();
        try {
            return record(CaseFolder.read(c));
        } catch (IOException | RuntimeException e) {
            return RunRecord.unreadable(id, c.toString(), "bad case directory: " + e);
        }
    }

    /** The run record of a case read already (a caller that also needs its flags reads the folder once). */
    public static RunRecord record(CaseFolder f) throws IOException {
        if (f.exitCode() == null) throw new IOException("no exit_code.txt");
        int exit = f.exitCode();
        boolean timedOut = exit == 124;
        Integer signal = exit < 0 ? -exit : null;
        RunRecord r = RunRecord.builder()
                .runId(f.id())
                .programPath(f.dir().resolve("input.mlir").toString())
                .programSha256(Sha256.ofProgram(f.program()))
                .programText(ProgramBytes.readable(f.program()))
                .tool(f.toolName())
                .toolVersion(f.toolVersion())
                .pipeline(f.pipeline())
                .exitCode(exit)
                .signal(signal)
                .timedOut(timedOut)
                .durationMs(f.durationMs())
                .stderr(f.stderr())
                .build();
        return f.irBug() == null ? r : f.irBug().on(r); // a reader keys it again (Judge.stamp)
    }
}
