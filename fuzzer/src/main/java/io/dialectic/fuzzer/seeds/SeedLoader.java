package io.dialectic.fuzzer.seeds;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.base.Json;
import io.dialectic.base.ProgramBytes;
import io.dialectic.base.RecordFiles;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.toolchain.campaign.Corpus;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.report.ReportRow;
import io.dialectic.toolchain.report.ReportTables;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * Turns seed specifications into pool entries, in a fixed order (so the
 * campaign is reproducible):
 * <ul>
 *   <li>{@code FILE.mlir} — split at {@code // -----} like {@code mlir-opt --split-input-file};
 *       ids {@code FILE} or {@code FILE#k} for chunk k;</li>
 *   <li>{@code DIR} — every {@code *.mlir} below it, sorted by path. A directory laid out like the
 *       shared test-suite corpus ({@code index.json} beside {@code custom/} and {@code generic/}) gives
 *       its {@code generic/} programs only, each with the tool flags its index entry lists
 *       ({@code --allow-unregistered-dialect});</li>
 *   <li>{@code runs:PATH:ID1,ID2,...} — the programs of the named runs ({@code run_id} values). PATH is
 *       a {@code .jsonl}/{@code .jsonl.gz} file of run records, a directory searched for them (a campaign),
 *       or the output directory of {@code dialectic analyze}: its runs table names the records
 *       file (or crash-case directory) each run came from, and the program is read from there.</li>
 * </ul>
 * Problems (a missing file, an unknown run id) are collected, never fatal for the other seeds.
 */
public final class SeedLoader {
    private static final ObjectMapper JSON = Json.MAPPER;

    /**
     * The seeds found, the problems met (seeds or files that could not be used) and warnings about seeds
     * that are used (a file with bytes that are not UTF-8, carried as they are).
     */
    public record Seeds(List<PoolEntry> entries, List<String> problems, List<String> warnings) {}

    private final List<PoolEntry> entries = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();

    private SeedLoader() {}

    public static Seeds load(List<String> specs) {
        SeedLoader l = new SeedLoader();
        for (String spec : specs) {
            try {
                if (spec.startsWith("runs:")) l.runs(spec);
                else l.path(Path.of(spec));
            } catch (IOException | RuntimeException e) {
                l.problems.add(spec + ": " + e.getMessage());
            }
        }
        return new Seeds(List.copyOf(l.entries), List.copyOf(l.problems), List.copyOf(l.warnings));
    }

    private void path(Path p) throws IOException {
        if (Files.isDirectory(p)) {
            Path index = p.resolve("index.json");
            if (Files.exists(index) && Files.isDirectory(p.resolve("generic"))) {
                directory(p.resolve("generic"), Corpus.readIndex(index));
            } else if (p.getParent() != null && Files.exists(p.getParent().resolve("index.json"))) {
                directory(p, Corpus.readIndex(p.getParent().resolve("index.json")));
            } else {
                directory(p, Map.of());
            }
        } else if (Files.exists(p)) {
            file(p, p.getFileName().toString(), List.of());
        } else {
            problems.add(p + ": no such file or directory");
        }
    }

    private void directory(Path dir, Map<String, List<String>> flags) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(f -> f.toString().endsWith(".mlir") && Files.isRegularFile(f))
                    .sorted()
                    .toList();
        }
        for (Path f : files) {
            String id = dir.relativize(f).toString();
            String stem = f.getFileName().toString().replaceFirst("\\.mlir$", "");
            file(f, id, flags.getOrDefault(stem, List.of()));
        }
    }

    /** One seed file; a binary or unreadable one is a problem that names it, never the end of its directory. */
    private void file(Path f, String id, List<String> flags) {
        ProgramBytes.Read read;
        try {
            read = ProgramBytes.read(f);
        } catch (IOException e) {
            problems.add(f + ": skipped, " + ProgramBytes.reason(e));
            return;
        }
        read.warning(f).ifPresent(warnings::add);
        List<String> chunks = MlirReader.splitInputFile(read.text());
        for (int k = 0; k < chunks.size(); k++) {
            if (chunks.get(k).isBlank()) continue;
            entries.add(
                    new PoolEntry(chunks.size() == 1 ? id : id + "#" + k, chunks.get(k), flags, PoolEntry.Origin.SEED));
        }
    }

    /**
     * The {@code source} column of a report's runs table for the wanted run ids, in first-seen order: read through
     * toolchain's {@link ReportTables} (the Parquet tables), so a report made with {@code analyze --no-csv} reads the
     * same.
     */
    private static List<Path> sourcesOf(ReportTables report, Set<String> wanted) {
        Set<Path> out = new LinkedHashSet<>();
        for (ReportRow row : report.rowsWhere("runs", "run_id", wanted)) {
            String source = row.has("source") ? row.get("source") : null;
            if (source != null && !source.isBlank()) out.add(Path.of(source));
        }
        return new ArrayList<>(out);
    }

    /** A crash-case corpus directory ({@code cases/ID/input.mlir}, or one case): the case id is the run id. */
    private static void caseDirectory(Path dir, Set<String> wanted, Map<String, PoolEntry> found) throws IOException {
        Path cases = Files.isDirectory(dir.resolve("cases")) ? dir.resolve("cases") : dir.getParent();
        for (String id : wanted) {
            Path input = cases.resolve(id).resolve("input.mlir");
            if (!found.containsKey(id) && Files.exists(input)) {
                found.put(id, new PoolEntry(id, ProgramBytes.read(input).text(), List.of(), PoolEntry.Origin.SEED));
            }
        }
    }

    private static List<String> lines(Path f) throws IOException {
        if (!f.toString().endsWith(".gz")) return Files.readAllLines(f, StandardCharsets.UTF_8);
        try (var in = new BufferedReader(
                new InputStreamReader(new GZIPInputStream(Files.newInputStream(f)), StandardCharsets.UTF_8))) {
            return in.lines().toList();
        }
    }

    private void runs(String spec) throws IOException {
        String rest = spec.substring("runs:".length());
        int colon = rest.lastIndexOf(':');
        if (colon <= 0) throw new IllegalArgumentException("expected runs:PATH:ID1,ID2");
        Path where = Path.of(rest.substring(0, colon));
        Set<String> wanted =
                new LinkedHashSet<>(List.of(rest.substring(colon + 1).split(",")));
        wanted.removeIf(String::isBlank);
        Map<String, PoolEntry> found = new HashMap<>();
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(where) && ReportTables.source(where, "runs").isPresent()) {
            List<Path> sources;
            try (ReportTables report = ReportTables.open(where)) {
                sources = sourcesOf(report, wanted);
            }
            for (Path source : sources) {
                if (Files.isDirectory(source)) caseDirectory(source, wanted, found);
                else files.add(source);
            }
        } else if (Files.isDirectory(where)) {
            try (Stream<Path> s = Files.walk(where)) {
                files = s.filter(RecordFiles::isRecordFile).sorted().toList();
            }
        } else {
            files = List.of(where);
        }
        for (Path f : files) {
            for (String line : lines(f)) {
                if (line.isBlank()) continue;
                RunRecord r;
                try {
                    r = RunRecordsJsonl.fromLine(line);
                } catch (IOException e) {
                    continue;
                }
                if (!wanted.contains(r.runId()) || found.containsKey(r.runId())) continue;
                String text = r.programText();
                if (text == null && r.programPath() != null) {
                    try {
                        text = ProgramBytes.read(f.getParent().resolve(r.programPath()))
                                .text();
                    } catch (IOException e) {
                        problems.add(r.runId() + ": program_path " + r.programPath() + " unreadable");
                        continue;
                    }
                }
                if (text != null)
                    found.put(r.runId(), new PoolEntry(r.runId(), text, List.of(), PoolEntry.Origin.SEED));
            }
        }
        for (String id : wanted) {
            PoolEntry e = found.get(id);
            if (e == null) problems.add("runs:" + where + ": no run with id " + id);
            else entries.add(e);
        }
    }
}
