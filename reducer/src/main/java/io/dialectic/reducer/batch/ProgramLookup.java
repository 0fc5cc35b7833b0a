package io.dialectic.reducer.batch;

import io.dialectic.base.RecordFiles;
import io.dialectic.base.Sha256;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;

/**
 * Finds the program of one analysed run again. {@code dialectic analyze} keeps paths as the
 * fuzzer wrote them, relative to the directory it ran in (usually the repository root, while the
 * analysis lives in {@code reports/NAME/}), so a relative path is tried against the analysis
 * directory and each of its parents, then the working directory. A file only
 * counts when its SHA-256 is the run's {@code program_sha256}: an edited seed is not the program
 * that crashed. When no file fits (a generated, deleted work folder), the run's own record in its
 * {@code source} JSON Lines file (plain or {@code .gz}) still holds {@code program_text}.
 * A program that is a crash case's {@code input.mlir} brings the case's extra tool arguments
 * ({@code --allow-unregistered-dialect}) from its {@code cmd.txt}: without them it does not parse.
 */
final class ProgramLookup {
    /**
     * Where the program was found.
     *
     * @param text      the program, null when not found
     * @param pipeline  pipeline items from the run record when read from it, else null (keep the CSV's)
     * @param extraArgs tool arguments beyond the pipeline
     * @param from      the file it was read from, or why it was not found
     */
    record Found(String text, List<String> pipeline, List<String> extraArgs, String from) {
        boolean present() {
            return text != null;
        }
    }

    private final List<Path> bases;

    /** Relative paths are tried against {@code analysisDir}, its parents, then {@code workingDir}. */
    ProgramLookup(Path analysisDir, Path workingDir) {
        Set<Path> b = new LinkedHashSet<>();
        for (Path p = analysisDir.toAbsolutePath().normalize(); p != null; p = p.getParent()) b.add(p);
        b.add(workingDir.toAbsolutePath().normalize());
        this.bases = List.copyOf(b);
    }

    Found find(String runId, String programPath, String sha256, String source) {
        List<String> tried = new ArrayList<>();
        if (programPath != null && !programPath.isBlank()) {
            boolean changed = false;
            for (Path p : candidates(programPath)) {
                if (!Files.isRegularFile(p)) continue;
                String text = read(p);
                if (text == null) continue;
                if (sha256 == null || sha256.isBlank() || sha256.equalsIgnoreCase(Sha256.ofProgram(text))) {
                    return new Found(text, null, extraArgsBeside(p), p.toString());
                }
                changed = true;
            }
            tried.add(programPath + (changed ? " (changed since the analysis)" : " (not found)"));
        }
        if (source != null && isJsonl(source)) {
            Path file = candidates(source).stream()
                    .filter(Files::isRegularFile)
                    .findFirst()
                    .orElse(null);
            if (file == null) {
                tried.add(source + " (not found)");
            } else {
                RunRecord r = recordIn(file, runId);
                if (r != null
                        && r.programText() != null
                        && (sha256 == null
                                || sha256.isBlank()
                                || sha256.equalsIgnoreCase(Sha256.ofProgram(r.programText())))) {
                    return new Found(r.programText(), r.pipeline(), List.of(), "record " + runId + " in " + file);
                }
                tried.add("record " + runId + " in " + file
                        + (r == null ? " (not there)" : " (no matching program_text)"));
            }
        }
        if (tried.isEmpty()) tried.add("no program_path or source");
        return new Found(null, null, List.of(), String.join("; ", tried));
    }

    private List<Path> candidates(String path) {
        Path p = Path.of(path);
        if (p.isAbsolute()) return List.of(p);
        return bases.stream().map(b -> b.resolve(p).normalize()).toList();
    }

    private static boolean isJsonl(String source) {
        return RecordFiles.isRecordFileName(source);
    }

    /** The record with this run id; lines are only parsed when they mention it (sources can hold millions of runs). */
    private static RunRecord recordIn(Path file, String runId) {
        String needle = "\"" + runId + "\"";
        try (InputStream raw = Files.newInputStream(file);
                InputStream in = RecordFiles.isGzip(file) ? new GZIPInputStream(raw) : raw;
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.contains(needle)) continue;
                try {
                    RunRecord rec = RunRecordsJsonl.fromLine(line);
                    if (runId.equals(rec.runId())) return rec;
                } catch (IOException e) {
                    // A broken line is the analysis's problem, reported there; keep looking.
                }
            }
            return null;
        } catch (IOException e) {
            return null;
        }
    }

    private static List<String> extraArgsBeside(Path program) {
        Path dir = program.getParent();
        if (!program.getFileName().toString().equals("input.mlir")
                || dir == null
                || !Files.isRegularFile(dir.resolve("cmd.txt"))) return List.of();
        try {
            // Read, not judged: ClusterBatch refuses a representative whose flags it will not run, as a row of its own.
            return CaseFolder.read(dir).extraArgs();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The file's text, null when unreadable (not UTF-8, no permission): then it is not the program either. */
    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }
}
