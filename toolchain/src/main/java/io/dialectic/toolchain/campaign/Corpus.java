package io.dialectic.toolchain.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import io.dialectic.base.Json;
import io.dialectic.base.ProgramBytes;
import io.dialectic.base.RecordFiles;
import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.importer.MlirDirectorySource;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
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

    /**
     * The programs of a corpus and the warnings met loading it: a file that is not valid UTF-8 is kept
     * (its exact bytes go to the tool, see {@link ProgramBytes}) and named; a binary or unreadable file
     * is skipped and named. One bad file never stops the others.
     */
    public record Loaded(List<CorpusProgram> programs, List<String> warnings) {}

    public static List<CorpusProgram> load(Path corpus) throws IOException {
        return read(corpus).programs();
    }

    public static Loaded read(Path corpus) throws IOException {
        List<CorpusProgram> out = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (RecordFiles.isRecordFile(corpus)) {
            LinkedHashSet<String> seen = new LinkedHashSet<>();
            RunRecordsJsonl.read(corpus, line -> {
                var r = line.record();
                if (r == null
                        || r.programText() == null
                        || !seen.add(r.programSha256() == null ? r.runId() : r.programSha256())) return;
                out.add(new CorpusProgram(r.runId(), r.programPath(), r.programText(), List.of()));
            });
            return new Loaded(out, warnings);
        }
        Map<String, List<String>> flags = indexFlags(corpus);
        for (Path f : MlirDirectorySource.list(corpus)) {
            String rel = Files.isDirectory(corpus)
                    ? corpus.relativize(f).toString()
                    : f.getFileName().toString();
            String id = f.getFileName().toString().replaceAll("\\.mlir$", "");
            ProgramBytes.Read text;
            try {
                text = ProgramBytes.read(f);
            } catch (IOException e) {
                warnings.add("skipped " + f + ": " + ProgramBytes.reason(e));
                continue;
            }
            text.warning(f).ifPresent(warnings::add);
            out.add(new CorpusProgram(rel, f.toString(), text.text(), flags.getOrDefault(id, List.of())));
        }
        return new Loaded(out, warnings);
    }

    /**
     * An {@code index.json} (the shared test-suite corpus's: {@code [{"id": "s0001", "flags": [...]}]}): program id ->
     * tool flags. The index is data too: a flag that would load code or write a file is refused ({@link ForeignArgs}).
     *
     * @throws io.dialectic.toolchain.RefusedInput naming the program and the flag
     */
    public static Map<String, List<String>> readIndex(Path idx) throws IOException {
        Map<String, List<String>> m = new HashMap<>();
        JsonNode root = Json.MAPPER.readTree(idx.toFile());
        if (!root.isArray()) return m;
        for (JsonNode e : root) {
            List<String> fl = new ArrayList<>();
            e.path("flags").forEach(x -> fl.add(x.asText()));
            ForeignArgs.check("program " + e.path("id").asText("?") + " of " + idx, List.of(), fl);
            if (e.has("id")) m.put(e.get("id").asText(), fl);
        }
        return m;
    }

    static Map<String, List<String>> indexFlags(Path corpus) {
        Map<String, List<String>> m = new HashMap<>();
        Path dir = Files.isDirectory(corpus) ? corpus : corpus.toAbsolutePath().getParent();
        for (Path idx : new Path[] {
            dir.resolve("index.json"),
            dir.toAbsolutePath().getParent() == null
                    ? null
                    : dir.toAbsolutePath().getParent().resolve("index.json")
        }) {
            if (idx == null || !Files.isRegularFile(idx)) continue;
            try {
                Map<String, List<String>> read = readIndex(idx);
                if (!read.isEmpty()) return read;
            } catch (IOException e) {
                // an unreadable index only loses the extra flags
            }
        }
        return m;
    }
}
