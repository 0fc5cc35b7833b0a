package io.dialectic.toolchain.importer;

import io.dialectic.base.Sha256;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.crash.CrashEvidence;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A folder of crash reports as users find them in issue trackers: each regular file (searched
 * recursively, sorted; {@code .mlir} files and hidden files excepted) is the raw text of one pasted
 * trace, in any shape {@link CrashSignature} reads. The program, when there is one, is the
 * {@code .mlir} file beside it with the same name ({@code 61234.txt} and {@code 61234.mlir}).
 * Run id = the file's path relative to the folder.
 *
 * <p>A pasted trace was never run here: no exit code, no signal. Its outcome is {@code crash}
 * when the text holds crash evidence ({@link CrashEvidence}), with the crash key of its text;
 * a file with no evidence becomes an error record. The text is read as UTF-8 with invalid bytes
 * replaced (a copy-paste artefact must not lose the report).
 */
public final class TraceFolderSource implements RunSource {
    /** Larger files are no pasted trace (and are not read whole). */
    public static final long MAX_TRACE_BYTES = 32L << 20;

    @Override
    public boolean accepts(Path path) {
        return Files.isDirectory(path) || Files.isRegularFile(path);
    }

    @Override
    public void read(Path path, Consumer<RunRecord> sink) throws IOException {
        for (Path f : traceFiles(path)) {
            String id = Files.isDirectory(path)
                    ? path.relativize(f).toString()
                    : f.getFileName().toString();
            sink.accept(readTrace(id, f));
        }
    }

    /**
     * Every trace under {@code dirs}, each folder read once, duplicate run ids reported
     * ({@link UniqueRuns}). The records carry their outcome and crash key already: no classifier is
     * needed (an outcome rule file has nothing to decide for a text that was never run).
     */
    public static List<RunRecord> readAll(List<Path> dirs, Consumer<String> warnings) throws IOException {
        List<RunRecord> all = new ArrayList<>();
        UniqueRuns unique = new UniqueRuns(warnings);
        TraceFolderSource source = new TraceFolderSource();
        for (Path d : dirs) if (unique.firstTime(d)) source.read(d, r -> all.add(unique.of(r, d)));
        return all;
    }

    /** One pasted trace; any problem is the record's {@code error}. */
    public static RunRecord readTrace(String id, Path f) {
        try {
            long size = Files.size(f);
            if (size > MAX_TRACE_BYTES) {
                return RunRecord.unreadable(
                        id,
                        null,
                        String.format(
                                Locale.ROOT,
                                "%.1f MB, over the %d MiB limit of a pasted trace",
                                size / 1e6,
                                MAX_TRACE_BYTES >> 20));
            }
            String text = CaseFolder.readStderr(f);
            Path programFile = programBeside(f);
            String program = programFile == null ? null : Files.readString(programFile, StandardCharsets.UTF_8);
            if (CrashEvidence.kinds(text).isEmpty()) {
                return RunRecord.unreadable(
                        id,
                        programFile == null ? null : programFile.toString(),
                        "no crash evidence (stack frame, assertion, LLVM ERROR, UNREACHABLE, abort message): not a crash trace");
            }
            CrashSignature sig = CrashSignature.parse(text);
            String tool = toolOf(sig.programArguments());
            return RunRecord.builder()
                    .runId(id)
                    .fuzzer("pasted-trace")
                    .programPath(programFile == null ? null : programFile.toString())
                    .programSha256(program == null ? null : Sha256.ofProgram(program))
                    .programText(program)
                    .tool(tool)
                    .pipeline(List.of())
                    .stderr(text)
                    .outcome(Outcome.CRASH)
                    .crashKey(sig.key())
                    .build();
        } catch (IOException | RuntimeException e) {
            return RunRecord.unreadable(id, f.toString(), "cannot read trace: " + e.getMessage());
        }
    }

    /** The trace files under {@code path}, sorted. */
    static List<Path> traceFiles(Path path) throws IOException {
        if (!Files.isDirectory(path)) return List.of(path);
        try (Stream<Path> s = Files.walk(path)) {
            return s.filter(Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().startsWith(".")
                            && !p.getFileName().toString().endsWith(".mlir"))
                    .sorted()
                    .toList();
        }
    }

    private static Path programBeside(Path f) {
        String n = f.getFileName().toString();
        int dot = n.lastIndexOf('.');
        Path p = f.resolveSibling((dot > 0 ? n.substring(0, dot) : n) + ".mlir");
        return Files.isRegularFile(p) ? p : null;
    }

    /** The tool's file name from the "Program arguments:" line ({@code mlir-opt-19}), or null. */
    private static String toolOf(String programArguments) {
        if (programArguments == null || programArguments.isBlank()) return null;
        String first = programArguments.strip().split("\\s+", 2)[0];
        int slash = Math.max(first.lastIndexOf('/'), first.lastIndexOf('\\'));
        return first.substring(slash + 1);
    }
}
