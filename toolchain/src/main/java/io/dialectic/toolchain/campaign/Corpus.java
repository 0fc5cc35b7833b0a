package io.dialectic.toolchain.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.toolchain.importer.MlirDirectorySource;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Loads the programs to run: {@code .mlir} files under a directory, or the distinct programs of a
 * run-record file. For a directory, an {@code index.json} beside it or one level up (the layout of
 * {@code corpora/mlir-testsuite}) gives per-program flags: {@code [{"id": "s0001", "flags": [...]}]}.
 */
public final class Corpus {
    private Corpus() {}

    public static List<CorpusProgram> load(Path corpus) throws IOException {
        List<CorpusProgram> out = new ArrayList<>();
        if (Files.isRegularFile(corpus) && (corpus.toString().endsWith(".jsonl") || corpus.toString().endsWith(".ndjson"))) {
            LinkedHashSet<String> seen = new LinkedHashSet<>();
            RunRecordsJsonl.read(corpus, line -> {
                var r = line.record();
                if (r == null || r.programText() == null || !seen.add(r.programSha256() == null ? r.runId() : r.programSha256())) return;
                out.add(new CorpusProgram(r.runId(), r.programPath(), r.programText(), List.of()));
            });
            return out;
        }
        Map<String, List<String>> flags = indexFlags(corpus);
        for (Path f : MlirDirectorySource.list(corpus)) {
            String rel = Files.isDirectory(corpus) ? corpus.relativize(f).toString() : f.getFileName().toString();
            String id = f.getFileName().toString().replaceAll("\\.mlir$", "");
            out.add(new CorpusProgram(rel, f.toString(), Files.readString(f, StandardCharsets.UTF_8), flags.getOrDefault(id, List.of())));
        }
        return out;
    }

    static Map<String, List<String>> indexFlags(Path corpus) {
        Map<String, List<String>> m = new HashMap<>();
        Path dir = Files.isDirectory(corpus) ? corpus : corpus.toAbsolutePath().getParent();
        for (Path idx : new Path[] {dir.resolve("index.json"), dir.toAbsolutePath().getParent() == null ? null : dir.toAbsolutePath().getParent().resolve("index.json")}) {
            if (idx == null || !Files.isRegularFile(idx)) continue;
            try {
                JsonNode root = new ObjectMapper().readTree(idx.toFile());
                if (!root.isArray()) continue;
                for (JsonNode e : root) {
                    List<String> fl = new ArrayList<>();
                    e.path("flags").forEach(x -> fl.add(x.asText()));
                    if (e.has("id")) m.put(e.get("id").asText(), fl);
                }
                return m;
            } catch (IOException e) {
                // an unreadable index only loses the extra flags
            }
        }
        return m;
    }
}
