package io.dialectic.reducer.batch;

import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads the representative run of each crash cluster from an analysis
 * directory. The analytics job writes them as run records (JSON Lines,
 * {@code cluster_representatives.jsonl}); one record per distinct crash key
 * is kept, in file order, and numbered {@code cluster-001}, ...
 */
public final class ClusterRepresentatives {
    /** One cluster's representative: its folder name, the run, and the program text (from the record or its path). */
    public record Representative(String clusterId, RunRecord record, String program) {}

    static final String FILE = "cluster_representatives.jsonl";

    private ClusterRepresentatives() {}

    public static List<Representative> read(Path analysisDir) {
        Path file = locate(analysisDir);
        Map<String, RunRecord> byKey = new LinkedHashMap<>();
        try {
            RunRecordsJsonl.read(file, line -> {
                RunRecord r = line.record();
                if (r != null && r.crashKey() != null && !r.crashKey().isEmpty()) byKey.putIfAbsent(r.crashKey(), r);
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        List<Representative> out = new ArrayList<>();
        int i = 0;
        for (RunRecord r : byKey.values()) {
            i++;
            out.add(new Representative(String.format("cluster-%03d", i), r, programOf(r, file.getParent())));
        }
        return out;
    }

    private static Path locate(Path dir) {
        Path direct = dir.resolve(FILE);
        if (Files.isRegularFile(direct)) return direct;
        try (Stream<Path> s = Files.walk(dir, 3)) {
            return s.filter(p -> p.getFileName().toString().equals(FILE)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no " + FILE + " under " + dir + ": run `dialectic analyze` first"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String programOf(RunRecord r, Path base) {
        if (r.programText() != null && !r.programText().isEmpty()) return r.programText();
        if (r.programPath() == null) return null;
        Path p = Path.of(r.programPath());
        if (!p.isAbsolute()) p = base.resolve(p);
        try {
            return Files.isRegularFile(p) ? Files.readString(p) : null;
        } catch (IOException e) {
            return null;
        }
    }
}
