package io.dialectic.toolchain.importer;

import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The registry of importers, tried in order: JSON Lines run records, CSV manifest, crash-case
 * directories (the layout of {@code ../shared/crashes}), plain {@code .mlir} directories.
 */
public final class RunSources {
    private final List<RunSource> sources;
    private final Judge judge;

    public RunSources(List<RunSource> sources, Judge judge) {
        this.sources = List.copyOf(sources);
        this.judge = judge;
    }

    public static RunSources defaults(Judge judge) {
        return new RunSources(
                List.of(
                        new JsonlRunSource(),
                        new CsvManifestSource(),
                        new CaseDirectorySource(),
                        new MlirDirectorySource()),
                judge);
    }

    /** Reads every record under {@code path}, stamped by {@link Judge#stamp} (outcome and today's crash key). */
    public void read(Path path, Consumer<RunRecord> sink) throws IOException {
        for (RunSource s : sources) {
            if (s.accepts(path)) {
                s.read(path, r -> sink.accept(judge.stamp(r)));
                return;
            }
        }
        throw new IOException(
                path
                        + ": not a run-record file (.jsonl), CSV manifest (.csv), crash-case directory or directory of .mlir files");
    }

    public List<RunRecord> readAll(List<Path> paths) throws IOException {
        return readAll(paths, w -> {});
    }

    /**
     * Reads every path once: a path given twice (or two spellings of one file) is read once and
     * reported to {@code warnings}. A record whose run id an earlier record already has is not
     * collapsed into it: it becomes an error record {@code ID#dupN} saying where both came from.
     */
    public List<RunRecord> readAll(List<Path> paths, Consumer<String> warnings) throws IOException {
        List<RunRecord> all = new ArrayList<>();
        UniqueRuns unique = new UniqueRuns(warnings);
        for (Path p : paths) if (unique.firstTime(p)) read(p, r -> all.add(unique.of(r, p)));
        return all;
    }
}
